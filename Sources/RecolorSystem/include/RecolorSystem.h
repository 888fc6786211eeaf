// Linux scheduling calls that Swift's Glibc module leaves out: glibc declares them only under
// _GNU_SOURCE. RecolorCore uses them to start its worker threads on idle CPUs (WorkerThreads).
#ifndef RECOLOR_SYSTEM_H
#define RECOLOR_SYSTEM_H

#ifdef __linux__
#include <pthread.h>
#include <sched.h>

/// The CPU the calling thread runs on, or -1.
int recolor_current_cpu(void);
/// The CPUs the calling thread may run on; 0 on success.
int recolor_thread_affinity(cpu_set_t *set);
/// Lets the calling thread run on `set`; 0 on success.
int recolor_set_thread_affinity(const cpu_set_t *set);
/// Makes threads created with `attributes` start on `set`; 0 on success.
int recolor_attributes_set_affinity(pthread_attr_t *attributes, const cpu_set_t *set);
#endif

#endif
