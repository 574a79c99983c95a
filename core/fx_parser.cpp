#include "core/fx_parser.h"
