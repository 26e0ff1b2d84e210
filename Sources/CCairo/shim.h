#ifndef ANIMATE_CCAIRO_SHIM_H
#define ANIMATE_CCAIRO_SHIM_H
#include <cairo.h>
#endif
