#ifndef SDUI_CIMAGECODECS_SHIM_H
#define SDUI_CIMAGECODECS_SHIM_H
/* Debian's picture decoders, each through an API that reports errors by
   return value (libpng's simplified API, TurboJPEG, giflib's record
   reader, libwebp's simple decoder; libpng's simplified writer for the
   frame's PNG picture): none of them longjmps through Swift. */
#include <png.h>
#include <turbojpeg.h>
#include <gif_lib.h>
#include <webp/decode.h>

/* Macros Swift does not import: libpng's composite format and version. */
static inline png_uint_32 sdui_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 sdui_png_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline png_uint_32 sdui_png_image_version(void) { return PNG_IMAGE_VERSION; }
#endif
