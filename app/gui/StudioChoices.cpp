#include "StudioChoices.h"

#include <QPainter>
#include <QPrinter>
#include <QWidget>

void studio::printWorksheet(const Worksheet& worksheet, QPrinter& printer)
{
    // Two per page lay out across a landscape page; the margins are the ones the layout was made for,
    // so squares print at the sizes the worksheet dialog states.
    const QPageLayout layout = worksheet.pageLayout();
    printer.setPageOrientation(layout.orientation());
    printer.setPageMargins(layout.margins(), QPageLayout::Millimeter);
    QPainter painter(&printer);
    // The painter's origin is the printable area's corner.
    const QRectF area(QPointF(0, 0), QSizeF(printer.pageLayout().paintRectPixels(printer.resolution()).size()));
    for (int page = 0; page < worksheet.pageCount(); ++page) {
        if (page > 0)
            printer.newPage();
        worksheet.paintPage(painter, page, area);
    }
}

void studio::explain(QWidget* widget, const QString& text, const QString& name)
{
    widget->setToolTip(text);
    widget->setWhatsThis(text);
    if (!name.isEmpty())
        widget->setAccessibleName(name);
}
