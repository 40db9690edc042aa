#ifndef SDUI_CFREETYPE_SHIM_H
#define SDUI_CFREETYPE_SHIM_H
/* FreeType, which draws a font's glyphs into grey bitmaps: the PNG picture
   of a frame (`snapshot` of `sdui-term mcp`) draws its text with it. */
#include <ft2build.h>
#include FT_FREETYPE_H

/* Flags Swift does not import as FreeType writes them. */
static inline FT_Int32 sdui_ft_load_render(void) { return FT_LOAD_RENDER; }
#endif
