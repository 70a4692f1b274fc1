#pragma once
#include <QString>
#include <QUrl>

#include <string>

// Where the user guide lives in the resources: one HTML file per language under :/guide/<language>/,
// the pictures shared under :/guide/images/ (made by app/tools/make_guide_pictures.cpp).
namespace UserGuide {

// The guide in `language` ("de"), or the English one when there is none in that language.
QUrl urlFor(const QString& language);

// The picture of a type's technique, relative to a guide page ("../images/sudoku-naked-single.png"):
// the picture program writes these names and the guide refers to them, so a test can check both.
QString techniquePicture(const std::string& typeId, const std::string& techniqueName);

// The same name as a resource path (":/guide/images/sudoku-naked-single.png").
QString techniquePictureResource(const std::string& typeId, const std::string& techniqueName);

} // namespace UserGuide
