#ifndef ANIMATE_CPANGO_SHIM_H
#define ANIMATE_CPANGO_SHIM_H
// Pango's API as `animate` uses it (Render/Text/TextEngine.swift), declared here instead of included from
// <pango/pangocairo.h>. Including Pango's headers needs their folder on the include path, and the only way SwiftPM
// gives that without `unsafeFlags` is `pkgConfig: "pangocairo"`, whose dependency chain (gio-2.0 →
// gmodule-no-export-2.0) carries `-pthread` in its Cflags: SwiftPM drops it and warns "prohibited flag(s): -pthread"
// on every build. The declarations below are Pango 1.44+'s own (stable C API and ABI since then): opaque object
// types, PangoRectangle, the four enums with Pango's values. `scripts/check-pango-shim` compiles them against the
// real headers, so a mismatch is an error there. Cairo, FreeType and Fontconfig come from their own headers, found
// through `pkgConfig: "cairo-ft"` (cairo, freetype2; Fontconfig's header is in the default include path).
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

// MARK: Types (GObject instances are used only through pointers)
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;

typedef struct _PangoRectangle PangoRectangle;
struct _PangoRectangle { int x; int y; int width; int height; };

typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300, PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700, PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;

#define ANIMATE_PANGO_SCALE 1024

// MARK: Functions (gboolean is int)
void g_object_unref(void *object);
PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);
void pango_fc_font_map_config_changed(PangoFcFontMap *fcfontmap);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_free(PangoFontDescription *desc);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
int pango_layout_iter_next_line(PangoLayoutIter *iter);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
void pango_layout_iter_free(PangoLayoutIter *iter);
void pango_layout_index_to_pos(PangoLayout *layout, int index_, PangoRectangle *pos);
void pango_layout_index_to_line_x(PangoLayout *layout, int index_, int trailing, int *line, int *x_pos);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);
void pango_cairo_layout_line_path(cairo_t *cr, PangoLayoutLine *line);
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);

// MARK: Helpers
static inline int animate_pango_scale(void) { return ANIMATE_PANGO_SCALE; }

/// A Cairo font map on the FreeType backend whose fonts come only from `config` (never the system's).
static inline PangoFontMap *animate_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map && config) pango_fc_font_map_set_config((PangoFcFontMap *)map, config);
    return map;
}

static inline void animate_font_map_config_changed(PangoFontMap *map) {
    pango_fc_font_map_config_changed((PangoFcFontMap *)map);
}

static inline void animate_g_object_unref(void *object) { if (object) g_object_unref(object); }
#endif
