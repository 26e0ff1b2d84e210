#ifndef ANIMATE_CGEOS_SHIM_H
#define ANIMATE_CGEOS_SHIM_H
// Only the thread-safe (context handle, `_r`) half of the GEOS C API.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
#endif
