#include "sdui_png_reader.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/// How much input libpng is given at a time, between two asks to go on.
#define PIECE (64 << 10)

/// One read under way, as the callbacks see it.
typedef struct {
  uint8_t *rgba;
  uint32_t width;
  uint32_t height;
  int (*keep_going)(void *context);
  void *context;
  int stopped;
  int ended;
  char *message;
  size_t message_size;
} reading;

static void say(reading *read, const char *text) {
  if (read->message_size > 0) snprintf(read->message, read->message_size, "%s", text);
}

/// libpng's error handler: keeps the reason and jumps to the read's
/// setjmp itself. It must not return: libpng would then print the reason
/// on standard error (the terminal the screen is drawn on) before jumping.
static void refuse(png_structp png, png_const_charp reason) {
  reading *read = png_get_error_ptr(png);
  if (!read->stopped) say(read, reason);
  png_longjmp(png, 1);
}

static void ignore(png_structp png, png_const_charp warning) {
  (void)png;
  (void)warning;
}

static void stop_unless_going_on(png_structp png, reading *read) {
  if (read->keep_going(read->context)) return;
  read->stopped = 1;
  png_error(png, "stopped");
}

/// The header is read: asks libpng for 8-bit RGBA rows.
static void on_header(png_structp png, png_infop info) {
  reading *read = png_get_progressive_ptr(png);
  if (png_get_image_width(png, info) != read->width || png_get_image_height(png, info) != read->height)
    png_error(png, "its header does not give the size it was first read at");
  int type = png_get_color_type(png, info);
  int depth = png_get_bit_depth(png, info);
  int transparent = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  if (depth == 16) png_set_strip_16(png);
  if (type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (type == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (transparent) png_set_tRNS_to_alpha(png);
  if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  if ((type & PNG_COLOR_MASK_ALPHA) == 0 && !transparent) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)read->width * 4) png_error(png, "libpng made no RGBA rows of it");
}

/// A row (of one pass, when interlaced) is inflated: put in its place.
static void on_row(png_structp png, png_bytep row, png_uint_32 number, int pass) {
  (void)pass;
  reading *read = png_get_progressive_ptr(png);
  stop_unless_going_on(png, read);
  if (row == NULL || number >= read->height) return;
  png_progressive_combine_row(png, read->rgba + (size_t)number * read->width * 4, row);
}

static void on_end(png_structp png, png_infop info) {
  (void)info;
  reading *read = png_get_progressive_ptr(png);
  read->ended = 1;
}

sdui_png_outcome sdui_png_read(
    const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
    int (*keep_going)(void *context), void *context, char *message, size_t message_size) {
  reading read = {rgba, width, height, keep_going, context, 0, 0, message, message_size};
  say(&read, "");
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &read, refuse, ignore);
  if (png == NULL) {
    say(&read, "libpng did not start");
    return SDUI_PNG_REFUSED;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    say(&read, "libpng did not start");
    return SDUI_PNG_REFUSED;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return read.stopped ? SDUI_PNG_STOPPED : SDUI_PNG_REFUSED;
  }
  png_set_user_limits(png, width, height);
  // Every chunk but IHDR, PLTE, tRNS, IDAT and IEND is skipped unread:
  // text, profiles and the rest inflate nothing.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  png_set_progressive_read_fn(png, &read, on_header, on_row, on_end);
  for (size_t offset = 0; offset < size && !read.ended; offset += PIECE) {
    stop_unless_going_on(png, &read);
    png_process_data(png, info, (png_bytep)data + offset, size - offset < PIECE ? size - offset : PIECE);
  }
  png_destroy_read_struct(&png, &info, NULL);
  if (!read.ended) {
    say(&read, "it ends before its last chunk (IEND)");
    return SDUI_PNG_REFUSED;
  }
  return SDUI_PNG_READ;
}
