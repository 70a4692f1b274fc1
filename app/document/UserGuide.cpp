#include "UserGuide.h"

#include <QFile>
#include <QRegularExpression>

namespace UserGuide {

namespace {

// "box/line reduction" -> "box-line-reduction", "X-wing" -> "x-wing".
QString slug(const std::string& name)
{
    static const QRegularExpression notAlphanumeric(QStringLiteral("[^a-z0-9]+"));
    return QString::fromStdString(name).toLower().replace(notAlphanumeric, QStringLiteral("-"));
}

QString pictureFile(const std::string& typeId, const std::string& techniqueName)
{
    return QStringLiteral("%1-%2.png").arg(QString::fromStdString(typeId), slug(techniqueName));
}

} // namespace

QUrl urlFor(const QString& language)
{
    const QString path = QStringLiteral("/guide/%1/index.html");
    const QString chosen = QFile::exists(QLatin1Char(':') + path.arg(language)) ? language : QStringLiteral("en");
    return QUrl(QStringLiteral("qrc") + QLatin1Char(':') + path.arg(chosen));
}

QString techniquePicture(const std::string& typeId, const std::string& techniqueName)
{
    return QStringLiteral("../images/") + pictureFile(typeId, techniqueName);
}

QString techniquePictureResource(const std::string& typeId, const std::string& techniqueName)
{
    return QStringLiteral(":/guide/images/") + pictureFile(typeId, techniqueName);
}

} // namespace UserGuide
