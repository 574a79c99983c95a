#include "core/fx_printer.h"
