#ifdef __linux__
#define _GNU_SOURCE
#endif
#include "RecolorSystem.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/xattr.h>
#ifdef __linux__
#include <malloc.h>
#endif

void recolor_return_freed_memory(void) {
#ifdef __linux__
    mallopt(M_TRIM_THRESHOLD, 8 * 1024 * 1024);
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
#endif
}

#ifdef __APPLE__
#define LIST(fd, buf, size) flistxattr(fd, buf, size, 0)
#define GET(fd, name, buf, size) fgetxattr(fd, name, buf, size, 0, 0)
#define SET(fd, name, buf, size) fsetxattr(fd, name, buf, size, 0, 0)
#else
#define LIST(fd, buf, size) flistxattr(fd, buf, size)
#define GET(fd, name, buf, size) fgetxattr(fd, name, buf, size)
#define SET(fd, name, buf, size) fsetxattr(fd, name, buf, size, 0)
#endif

int recolor_copy_extended_attributes(int from, int to) {
    ssize_t size = LIST(from, NULL, 0);
    if (size < 0) return (errno == ENOTSUP || errno == ENOSYS) ? 0 : -1;
    if (size == 0) return 0;
    char *names = malloc((size_t)size);
    if (!names) return -1;
    size = LIST(from, names, (size_t)size);
    if (size < 0) { free(names); return -1; }
    int failed = 0;
    for (char *name = names; name < names + size; name += strlen(name) + 1) {
        ssize_t length = GET(from, name, NULL, 0);
        if (length < 0) { failed++; continue; }
        char *value = malloc(length > 0 ? (size_t)length : 1);
        if (!value) { failed++; continue; }
        length = GET(from, name, value, (size_t)length);
        if (length < 0 || SET(to, name, value, (size_t)length) != 0) failed++;
        free(value);
    }
    free(names);
    return failed;
}

#ifdef __linux__

int recolor_current_cpu(void) { return sched_getcpu(); }

int recolor_thread_affinity(cpu_set_t *set) { return sched_getaffinity(0, sizeof(cpu_set_t), set); }

int recolor_set_thread_affinity(const cpu_set_t *set) { return sched_setaffinity(0, sizeof(cpu_set_t), set); }

int recolor_attributes_set_affinity(pthread_attr_t *attributes, const cpu_set_t *set) {
    return pthread_attr_setaffinity_np(attributes, sizeof(cpu_set_t), set);
}
#endif
