#include "BackgroundJob.h"

#include "document/EngineMessages.h"

#include <QCoreApplication>
#include <new>
#include <stdexcept>

QString describeJobFailure(std::exception_ptr failure)
{
    try {
        std::rethrow_exception(failure);
    } catch (const ps::EngineError& e) {
        return translateEngineMessage(e.message());
    } catch (const std::bad_alloc&) {
        return QCoreApplication::translate("BackgroundJob", "There was not enough memory for this job. Try a smaller size.");
    } catch (const std::exception& e) {
        return QCoreApplication::translate("BackgroundJob", "The job stopped with an internal error: %1").arg(QString::fromUtf8(e.what()));
    } catch (...) {
        return QCoreApplication::translate("BackgroundJob", "The job stopped with an unknown internal error.");
    }
}
