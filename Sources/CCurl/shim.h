#ifndef SDUI_CURL_SHIM_H
#define SDUI_CURL_SHIM_H

// libcurl's easy interface for Swift: curl_easy_setopt and curl_easy_getinfo
// are variadic, which Swift cannot call, so each type of argument gets a
// typed inline function here.

#include <curl/curl.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

typedef size_t (*sdui_curl_data_function)(char *data, size_t size, size_t count, void *context);
typedef int (*sdui_curl_progress_function)(
    void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total, curl_off_t uploaded);
typedef curl_socket_t (*sdui_curl_open_socket_function)(
    void *context, curlsocktype purpose, struct curl_sockaddr *address);

static inline CURLcode sdui_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sdui_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sdui_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sdui_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sdui_curl_set_data_function(CURL *handle, CURLoption option, sdui_curl_data_function value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sdui_curl_set_progress_function(CURL *handle, sdui_curl_progress_function value) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode sdui_curl_set_open_socket_function(CURL *handle, sdui_curl_open_socket_function value) {
  return curl_easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, value);
}

static inline CURLcode sdui_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode sdui_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}

/// The address curl is about to connect to, as 4 or 16 bytes in network
/// order into `bytes`; returns how many, or 0 for another family.
static inline int sdui_curl_address_bytes(const struct curl_sockaddr *address, unsigned char bytes[16]) {
  if (address->family == AF_INET && address->addrlen >= sizeof(struct sockaddr_in)) {
    memcpy(bytes, &((const struct sockaddr_in *)&address->addr)->sin_addr, 4);
    return 4;
  }
  if (address->family == AF_INET6 && address->addrlen >= sizeof(struct sockaddr_in6)) {
    memcpy(bytes, &((const struct sockaddr_in6 *)&address->addr)->sin6_addr, 16);
    return 16;
  }
  return 0;
}

/// The socket curl asked for, as it would have opened it itself.
static inline curl_socket_t sdui_curl_open_socket(const struct curl_sockaddr *address) {
  return socket(address->family, address->socktype, address->protocol);
}

#endif
