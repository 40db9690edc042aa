#include "CJavaScriptCore.h"

#include <dlfcn.h>
#include <pthread.h>

/* The soname Debian's libjavascriptcoregtk-4.1-0 installs. */
static const char *const library_name = "libjavascriptcoregtk-4.1.so.0";

static struct SDUIJavaScriptCore functions;
static const char *failure = "not loaded";
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

#define SDUI_FIND(name)                                                        \
  if (!(functions.name = (__typeof__(functions.name))dlsym(library, #name))) { \
    failure = dlerror();                                                       \
    return;                                                                    \
  }

static void load(void) {
  void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    failure = dlerror();
    return;
  }
  SDUI_FIND(JSClassCreate)
  SDUI_FIND(JSContextGetGlobalObject)
  SDUI_FIND(JSContextGroupCreate)
  SDUI_FIND(JSContextGroupRelease)
  SDUI_FIND(JSContextGroupSetExecutionTimeLimit)
  SDUI_FIND(JSEvaluateScript)
  SDUI_FIND(JSGlobalContextCreateInGroup)
  SDUI_FIND(JSGlobalContextRelease)
  SDUI_FIND(JSObjectCopyPropertyNames)
  SDUI_FIND(JSObjectGetPrivate)
  SDUI_FIND(JSObjectGetProperty)
  SDUI_FIND(JSObjectHasProperty)
  SDUI_FIND(JSObjectIsFunction)
  SDUI_FIND(JSObjectMake)
  SDUI_FIND(JSObjectMakeError)
  SDUI_FIND(JSObjectSetPrivate)
  SDUI_FIND(JSObjectSetProperty)
  SDUI_FIND(JSPropertyNameArrayGetCount)
  SDUI_FIND(JSPropertyNameArrayGetNameAtIndex)
  SDUI_FIND(JSPropertyNameArrayRelease)
  SDUI_FIND(JSStringGetCharactersPtr)
  SDUI_FIND(JSStringCreateWithUTF8CString)
  SDUI_FIND(JSStringGetLength)
  SDUI_FIND(JSStringRelease)
  SDUI_FIND(JSValueCreateJSONString)
  SDUI_FIND(JSValueIsNull)
  SDUI_FIND(JSValueIsNumber)
  SDUI_FIND(JSValueIsObject)
  SDUI_FIND(JSValueIsString)
  SDUI_FIND(JSValueIsUndefined)
  SDUI_FIND(JSValueMakeBoolean)
  SDUI_FIND(JSValueMakeNumber)
  SDUI_FIND(JSValueMakeString)
  SDUI_FIND(JSValueMakeUndefined)
  SDUI_FIND(JSValueProtect)
  SDUI_FIND(JSValueToNumber)
  SDUI_FIND(JSValueToObject)
  SDUI_FIND(JSValueToStringCopy)
  SDUI_FIND(JSValueUnprotect)
  failure = NULL;
}

const char *sdui_javascriptcore_load(void) {
  pthread_once(&loaded, load);
  return failure;
}

const struct SDUIJavaScriptCore *sdui_javascriptcore(void) { return &functions; }
