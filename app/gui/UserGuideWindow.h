#pragma once
#include <QMainWindow>
#include <QUrl>

class QTextBrowser;

// Help > User Guide: the guide shipped in the resources (document/UserGuide.h), in the studio's
// language, in a window of its own that stays open beside the studio. Contents, Back and Forward move
// about in it; links to the web open in the desktop's browser.
class UserGuideWindow : public QMainWindow {
    Q_OBJECT
public:
    // `language`: "de", ...; English when the guide has no such language.
    explicit UserGuideWindow(const QString& language, QWidget* parent = nullptr);

    QTextBrowser& browser() { return *browser_; }
    QUrl home() const { return home_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void colourHeadings();
    QTextBrowser* browser_ = nullptr;
    QUrl home_;
};
