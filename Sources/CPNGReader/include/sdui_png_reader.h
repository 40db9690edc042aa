#ifndef SDUI_PNG_READER_H
#define SDUI_PNG_READER_H

// libpng's progressive reader behind a C interface for Swift: libpng
// reports errors by longjmp, which must not cross Swift frames, so the
// whole read happens here, between one setjmp and its return.

#include <stddef.h>
#include <stdint.h>

/// How a read ended.
typedef enum {
  /// Every row was read into the pixels.
  SDUI_PNG_READ = 0,
  /// `keep_going` said to stop.
  SDUI_PNG_STOPPED = 1,
  /// libpng refused the picture; its reason is in the message.
  SDUI_PNG_REFUSED = 2,
} sdui_png_outcome;

/// Reads the PNG of `size` bytes at `data` into `rgba`: 8-bit RGBA, not
/// premultiplied, row by row, where `width` and `height` are what its
/// header says (a picture of another size is refused). Sixteen-bit samples
/// are cut to eight, palettes and grey are made RGB, and a picture without
/// alpha is opaque.
///
/// With a `factor` above 1 the picture is shrunk as it is read: each pixel
/// of `rgba` averages a square of `factor` × `factor` (a box filter), and
/// `rgba` holds `max(1, width / factor)` × `max(1, height / factor)` pixels.
/// Only the sums of one row of those are kept meanwhile, so a picture of
/// 4096 × 4096 costs a few kilobytes beside its shrunk pixels, not 64 MiB
/// (an interlaced one, whose rows come in seven passes, is put together
/// at full size first).
///
/// The picture costs no more than its rows: the read inflates image data
/// only until the last row is done (compressed data after it, however much,
/// is skipped unread), and every chunk but IHDR, PLTE, tRNS, IDAT and IEND
/// is skipped unread (text, profiles: nothing else is inflated).
/// `keep_going(context)` is asked before each piece of input and after
/// each row; when it returns 0 the read stops. libpng's warnings are not
/// printed. On `SDUI_PNG_REFUSED`, `message` holds the reason (at most
/// `message_size` bytes, with its NUL).
sdui_png_outcome sdui_png_read(
    const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, uint32_t factor,
    int (*keep_going)(void *context), void *context, char *message, size_t message_size);

#endif
