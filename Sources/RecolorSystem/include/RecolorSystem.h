// System calls that Swift's Glibc module leaves out: the Linux scheduling calls glibc declares
// only under _GNU_SOURCE (RecolorCore starts its worker threads on idle CPUs, WorkerThreads), and
// the extended-attribute calls of <sys/xattr.h> (an atomic rewrite keeps a file's attributes).
#ifndef RECOLOR_SYSTEM_H
#define RECOLOR_SYSTEM_H

/// Copies every extended attribute of the open file `from` to the open file `to` (Finder tags,
/// quarantine, `user.*`). Returns the number of attributes that could not be copied, 0 when all
/// were (or the file system has none), -1 when they could not be listed.
int recolor_copy_extended_attributes(int from, int to);

/// Fixes glibc's trim threshold at 8 MB (it was fixed at its default, 128 KB, until session 33). Set, it no longer rises
/// after each large free, nor does the size above which a block is mapped on its own: a file's
/// bytes and tokens of 128 KB or more go back to the system when freed, not into a heap that
/// keeps them (peak RSS of a `check` of the regression set 72 -> 63 MB, CPU time the same within
/// noise over four runs each). The mmap threshold is then fixed at glibc's largest, 32 MB: a block
/// of 128 KB or more (a large file's bytes, its tokens, the run's file list) mapped on its own came
/// back as fresh zeroed pages at each allocation; from the heap, as pages already touched. A
/// `check` of corpus26 took 20,300 page faults, 13,300 now, 2.7 % less CPU (11 alternating runs of
/// GLIBC_TUNABLES=glibc.malloc.mmap_threshold); peak RSS 62 -> 63 MB, twice the corpus 105 -> 106 MB.
/// At 128 KB the top of each heap went back to the system whenever it held that much free, and came
/// back as fresh zeroed pages: page faults were 13 % of a `check` of corpus27's samples (perf, session
/// 33). At 8 MB: faults 19,800 -> 15,300, CPU 0.98x paired against 4ddf41fb (5 rounds, load 9),
/// peak RSS 74 -> 78 MB; 1 MB kept 16,500 faults (0.987x against 128 KB, 9 rounds).
void recolor_return_freed_memory(void);

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
