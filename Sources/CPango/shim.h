#ifndef ANIMATE_CPANGO_SHIM_H
#define ANIMATE_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

static inline int animate_pango_scale(void) { return PANGO_SCALE; }

/// A Cairo font map on the FreeType backend whose fonts come only from `config` (never the system's).
static inline PangoFontMap *animate_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map && config) pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return map;
}

static inline void animate_font_map_config_changed(PangoFontMap *map) {
    pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
}

static inline void animate_g_object_unref(void *object) { if (object) g_object_unref(object); }
#endif
