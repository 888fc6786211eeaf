#ifdef __linux__
#define _GNU_SOURCE
#include "RecolorSystem.h"

int recolor_current_cpu(void) { return sched_getcpu(); }

int recolor_thread_affinity(cpu_set_t *set) { return sched_getaffinity(0, sizeof(cpu_set_t), set); }

int recolor_set_thread_affinity(const cpu_set_t *set) { return sched_setaffinity(0, sizeof(cpu_set_t), set); }

int recolor_attributes_set_affinity(pthread_attr_t *attributes, const cpu_set_t *set) {
    return pthread_attr_setaffinity_np(attributes, sizeof(cpu_set_t), set);
}
#endif
