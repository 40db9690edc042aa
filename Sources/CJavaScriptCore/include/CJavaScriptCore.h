#ifndef SDUI_CJAVASCRIPTCORE_H
#define SDUI_CJAVASCRIPTCORE_H
/* JavaScriptCore's C API, as WebKitGTK ships it (the same engine and API as
   on iOS), for the flows' scripts (SDUIFlows/Scripts, its one user).

   The library is loaded when the first script runs, not linked: linked, it
   is mapped and initialised in every sdui-term process at start, `render`
   and `--version` included (7 MiB more resident memory, figure 7 of
   `make bench`). The declarations are the installed headers' own
   (`include/JavaScriptCore` is a link to WebKitGTK's header folder), so each
   function below has exactly the type the header gives it. */
#include <JavaScriptCore/JavaScript.h>
#include <stdbool.h>

/* The watchdog of JSContextRefPrivate.h, which the library exports and the
   installed headers leave out (declared as WebKit's private header does).
   Once the script's thread has used `limit` seconds of processor time since
   it entered the engine, the engine calls `callback`: true stops the
   script (an uncatchable termination), false lets it go on. Every call
   into the engine, and every promise job it runs afterwards, starts the
   count again. */
typedef bool (*JSShouldTerminateCallback)(JSContextRef _Nullable ctx, void *_Nullable context);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef _Nullable group, double limit,
                                                   JSShouldTerminateCallback _Nullable callback,
                                                   void *_Nullable context);

#define SDUI_JAVASCRIPTCORE_FUNCTION(name) __typeof__(&name) _Nonnull name;

/* The functions the scripts call, found in the loaded library. */
struct SDUIJavaScriptCore {
  SDUI_JAVASCRIPTCORE_FUNCTION(JSClassCreate)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSContextGetGlobalObject)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSContextGroupCreate)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSContextGroupRelease)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSContextGroupSetExecutionTimeLimit)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSEvaluateScript)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSGlobalContextCreateInGroup)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSGlobalContextRelease)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectCopyPropertyNames)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectGetPrivate)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectGetProperty)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectHasProperty)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectIsFunction)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectMake)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectMakeError)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectSetPrivate)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSObjectSetProperty)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSPropertyNameArrayGetCount)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSPropertyNameArrayGetNameAtIndex)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSPropertyNameArrayRelease)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSStringGetCharactersPtr)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSStringCreateWithUTF8CString)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSStringGetLength)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSStringRelease)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueCreateJSONString)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueIsNull)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueIsNumber)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueIsObject)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueIsString)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueIsUndefined)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueMakeBoolean)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueMakeNumber)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueMakeString)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueMakeUndefined)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueProtect)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueToNumber)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueToObject)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueToStringCopy)
  SDUI_JAVASCRIPTCORE_FUNCTION(JSValueUnprotect)
};

/* Loads the library and finds every function, once; NULL when that worked,
   else why not (the dynamic loader's words). */
const char *_Nullable sdui_javascriptcore_load(void);

/* The functions, once sdui_javascriptcore_load() gave NULL. */
const struct SDUIJavaScriptCore *_Nonnull sdui_javascriptcore(void);

#endif
