#include "sdui_png_reader.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// How much input libpng is given at a time, between two asks to go on.
#define PIECE (64 << 10)

/// One read under way, as the callbacks see it.
typedef struct {
  uint8_t *rgba;
  uint32_t width;
  uint32_t height;
  /// The side of the square of pixels each kept pixel averages (1: all are kept).
  uint32_t factor;
  uint32_t kept_width;
  uint32_t kept_height;
  /// Per channel of each kept pixel of the row being made, the sum of its square so far.
  uint64_t *sums;
  /// An interlaced picture's pixels at full size, shrunk once they are all in.
  uint8_t *whole;
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
  if (read->factor == 1) return;
  read->sums = calloc((size_t)read->kept_width * 4, sizeof(uint64_t));
  if (read->sums == NULL) png_error(png, "no memory for its rows");
  if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
    read->whole = calloc((size_t)read->width * read->height, 4);
    if (read->whole == NULL) png_error(png, "no memory for its pixels");
  }
}

/// Adds a row of the picture to the sums of the kept row it falls in; on
/// the last row of that square's side, writes the kept row's averages.
/// As `DecodedPicture.shrunk(toAtMost:)`: the columns and rows past the
/// last whole square are left out, unless the picture is narrower (or
/// shorter) than a square, when it averages what it has.
static void shrink_row(reading *read, const uint8_t *row, uint32_t number) {
  uint32_t factor = read->factor;
  uint32_t kept_row = number / factor;
  if (kept_row >= read->kept_height) return;
  uint32_t columns = read->kept_width * factor < read->width ? read->kept_width * factor : read->width;
  for (uint32_t x = 0; x < columns; x++) {
    uint64_t *sum = read->sums + (size_t)(x / factor) * 4;
    const uint8_t *pixel = row + (size_t)x * 4;
    sum[0] += pixel[0];
    sum[1] += pixel[1];
    sum[2] += pixel[2];
    sum[3] += pixel[3];
  }
  uint32_t end = (kept_row + 1) * factor < read->height ? (kept_row + 1) * factor : read->height;
  if (number + 1 != end) return;
  uint8_t *out = read->rgba + (size_t)kept_row * read->kept_width * 4;
  for (uint32_t column = 0; column < read->kept_width; column++) {
    uint32_t right = (column + 1) * factor < read->width ? (column + 1) * factor : read->width;
    uint64_t count = (uint64_t)(end - kept_row * factor) * (right - column * factor);
    for (int channel = 0; channel < 4; channel++) {
      out[(size_t)column * 4 + channel] = (uint8_t)(read->sums[(size_t)column * 4 + channel] / count);
      read->sums[(size_t)column * 4 + channel] = 0;
    }
  }
}

/// A row (of one pass, when interlaced) is inflated: put in its place.
static void on_row(png_structp png, png_bytep row, png_uint_32 number, int pass) {
  (void)pass;
  reading *read = png_get_progressive_ptr(png);
  stop_unless_going_on(png, read);
  if (row == NULL || number >= read->height) return;
  if (read->factor == 1) {
    png_progressive_combine_row(png, read->rgba + (size_t)number * read->width * 4, row);
  } else if (read->whole != NULL) {
    png_progressive_combine_row(png, read->whole + (size_t)number * read->width * 4, row);
  } else {
    shrink_row(read, row, number);
  }
}

static void on_end(png_structp png, png_infop info) {
  (void)info;
  reading *read = png_get_progressive_ptr(png);
  read->ended = 1;
}

/// Frees what a read allocated.
static void let_go(reading *read) {
  free(read->sums);
  free(read->whole);
}

sdui_png_outcome sdui_png_read(
    const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, uint32_t factor,
    int (*keep_going)(void *context), void *context, char *message, size_t message_size) {
  if (factor == 0) factor = 1;
  uint32_t kept_width = width / factor > 0 ? width / factor : 1;
  uint32_t kept_height = height / factor > 0 ? height / factor : 1;
  reading read = {.rgba = rgba, .width = width, .height = height, .factor = factor, .kept_width = kept_width,
                  .kept_height = kept_height, .keep_going = keep_going, .context = context, .message = message,
                  .message_size = message_size};
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
    let_go(&read);
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
    let_go(&read);
    say(&read, "it ends before its last chunk (IEND)");
    return SDUI_PNG_REFUSED;
  }
  if (read.whole != NULL) {
    for (uint32_t number = 0; number < height; number++) {
      if (!keep_going(context)) {
        let_go(&read);
        return SDUI_PNG_STOPPED;
      }
      shrink_row(&read, read.whole + (size_t)number * width * 4, number);
    }
  }
  let_go(&read);
  return SDUI_PNG_READ;
}
