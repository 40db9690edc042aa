#ifndef SDUI_CJAVASCRIPTCORE_SHIM_H
#define SDUI_CJAVASCRIPTCORE_SHIM_H
/* JavaScriptCore's C API, as WebKitGTK ships it: the same engine and API as
   on iOS. The flows' scripts (SDUIFlows/Scripts) are its one user. */
#include <JavaScriptCore/JavaScript.h>
#endif
