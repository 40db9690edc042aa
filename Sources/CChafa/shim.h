#ifndef SDUI_CCHAFA_SHIM_H
#define SDUI_CCHAFA_SHIM_H
/* Chafa's canvas: a picture to a character, a foreground and a background
   per cell (SDUIPictures' SymbolCanvas is the one user). */
#include <chafa.h>
#endif
