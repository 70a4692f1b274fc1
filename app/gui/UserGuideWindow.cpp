#include "UserGuideWindow.h"

#include "document/UserGuide.h"

#include <QAction>
#include <QEvent>
#include <QTextBrowser>
#include <QToolBar>

UserGuideWindow::UserGuideWindow(const QString& language, QWidget* parent)
    : QMainWindow(parent, Qt::Window), home_(UserGuide::urlFor(language))
{
    setWindowTitle(tr("Puzzlesmith User Guide"));
    setAttribute(Qt::WA_DeleteOnClose, false);   // the studio keeps one and shows it again
    browser_ = new QTextBrowser(this);
    // Internal links (the contents, the pictures) stay here; http(s) links go to the desktop's browser.
    browser_->setOpenExternalLinks(true);
    browser_->setSearchPaths({QStringLiteral(":/guide")});
    setCentralWidget(browser_);

    auto* bar = addToolBar(tr("Navigation"));
    bar->setObjectName(QStringLiteral("guideNavigation"));
    bar->setMovable(false);
    auto* contents = bar->addAction(tr("&Contents"), browser_, &QTextBrowser::home);
    contents->setShortcut(Qt::ALT | Qt::Key_Home);
    auto* back = bar->addAction(tr("&Back"), browser_, &QTextBrowser::backward);
    back->setShortcut(QKeySequence::Back);
    back->setEnabled(false);
    auto* forward = bar->addAction(tr("&Forward"), browser_, &QTextBrowser::forward);
    forward->setShortcut(QKeySequence::Forward);
    forward->setEnabled(false);
    connect(browser_, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(browser_, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);

    colourHeadings();
    browser_->setSource(home_);
    resize(820, 760);
}

// Headings and captions in colours that keep their contrast on the palette's base: dark blue and grey on
// a light page, light blue and light grey on a dark one.
void UserGuideWindow::colourHeadings()
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    browser_->document()->setDefaultStyleSheet(dark ? QStringLiteral("h1, h2 { color: #8cc4ff; } .caption { color: #c8c8c8; }")
                                                    : QStringLiteral("h1, h2 { color: #0b4f8a; } .caption { color: #444444; }"));
}

void UserGuideWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange && browser_) {
        colourHeadings();
        browser_->reload();
    }
    QMainWindow::changeEvent(event);
}
