#include "StudioPalette.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

GridColours GridColours::light(const QColor& conflict)
{
    GridColours c;
    c.background = Qt::white;
    c.given = QColor(0x20, 0x20, 0x20);
    c.entry = QColor(0x1f, 0x5f, 0xbf);
    c.pencilMark = QColor(0x70, 0x70, 0x70);
    c.thinLine = QColor(0x80, 0x80, 0x80);
    c.thickLine = QColor(0x20, 0x20, 0x20);
    c.selection = QColor(0xff, 0xef, 0x9a);
    c.sameUnit = QColor(0xff, 0xfa, 0xe3);
    c.sameValue = QColor(0xdc, 0xe8, 0xfb);
    c.conflict = conflict;
    return c;
}

GridColours GridColours::darkened(const QColor& conflict)
{
    GridColours c;
    c.background = QColor(0x24, 0x26, 0x2b);
    c.given = QColor(0xf0, 0xf0, 0xf0);
    c.entry = QColor(0x8c, 0xc4, 0xff);
    c.pencilMark = QColor(0xb8, 0xb8, 0xb8);
    c.thinLine = QColor(0x6c, 0x70, 0x78);
    c.thickLine = QColor(0xd8, 0xd8, 0xd8);
    c.selection = QColor(0x6b, 0x5a, 0x14);
    c.sameUnit = QColor(0x35, 0x33, 0x2a);
    c.sameValue = QColor(0x26, 0x40, 0x66);
    c.conflict = conflict.lighter(115);
    c.dark = true;
    return c;
}

GridColours GridColours::forPalette(const QPalette& palette, const QColor& conflict)
{
    return palette.color(QPalette::Base).lightness() < 128 ? darkened(conflict) : light(conflict);
}

namespace studio {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1f, 0x21, 0x25);
    const QColor text(0xee, 0xee, 0xee);
    const QColor disabled(0x8a, 0x8d, 0x93);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x36, 0x3b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa8, 0xab, 0xb0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x65));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x53));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x48));
    p.setColor(QPalette::Mid, QColor(0x5a, 0x5d, 0x63));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1c));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xc7));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8c, 0xc4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc8, 0xa8, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

QColor warningColour(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128 ? QColor(0xff, 0xa0, 0x60) : QColor(0xa0, 0x40, 0x00);
}

void applyColourScheme(StudioPreferences::ColourScheme scheme)
{
    // Fusion draws every control from the palette, so a dark palette darkens all of them; the platform
    // style is kept for System, where the desktop's own look is what the user chose.
    static const QString platformStyle = QApplication::style()->name();
    switch (scheme) {
    case StudioPreferences::ColourScheme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        break;
    case StudioPreferences::ColourScheme::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case StudioPreferences::ColourScheme::System:
        QApplication::setStyle(QStyleFactory::create(platformStyle));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    }
}

} // namespace studio
