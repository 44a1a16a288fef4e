// shim.c turns a clang process into a fork server (see ../zygote.go).
//
// Preloaded (LD_PRELOAD) into clang with FUSEJIT_ZYGOTE_FD naming a
// SOCK_SEQPACKET socket, it takes clang's main from __libc_start_main, so
// that everything before main (loading and relocating libLLVM and
// libclang-cpp, their static constructors) runs once. Then, instead of
// main, it serves requests on the socket: each is one message holding the
// nice value and the argv of a clang run, with three file descriptors
// (stdin, stdout, stderr) attached. For each, it forks a child that takes
// those descriptors, becomes a process group of its own and runs clang's
// real main with that argv, exactly as an exec'd clang would after its
// start-up; the reply is the child's pid (or minus errno). Children are
// reaped by the kernel (SIGCHLD ignored). The server exits when the other
// end of the socket closes. Without FUSEJIT_ZYGOTE_FD the shim changes
// nothing.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

typedef int (*main_fn)(int, char **, char **);
typedef int (*start_fn)(main_fn, int, char **, void (*)(void), void (*)(void), void (*)(void), void *);

static main_fn clang_main;
static int server_fd = -1;

enum { max_request = 1 << 16, max_args = 4096, passed_fds = 3 };

static void reply(int32_t v) {
	while (send(server_fd, &v, sizeof v, MSG_NOSIGNAL) < 0 && errno == EINTR) {
	}
}

// run_child is the forked child: it takes the passed descriptors as its
// standard streams and runs clang's main. It never returns.
static void run_child(char *buf, ssize_t n, int *fds) {
	static char *argv[max_args + 1];
	int32_t nice_value;
	int argc = 0;
	close(server_fd);
	setpgid(0, 0);
	signal(SIGCHLD, SIG_DFL);
	for (int i = 0; i < passed_fds; i++) {
		if (dup2(fds[i], i) < 0)
			_exit(127);
	}
	for (int i = 0; i < passed_fds; i++) {
		if (fds[i] >= passed_fds)
			close(fds[i]);
	}
	memcpy(&nice_value, buf, sizeof nice_value);
	setpriority(PRIO_PROCESS, 0, nice_value);
	for (char *p = buf + sizeof nice_value; p < buf + n && argc < max_args;) {
		argv[argc++] = p;
		p += strlen(p) + 1;
	}
	argv[argc] = NULL;
	extern char **environ;
	exit(clang_main(argc, argv, environ));
}

// serve answers requests until the socket closes.
static int serve(int argc, char **argv, char **envp) {
	(void)argc, (void)argv, (void)envp;
	static char buf[max_request + 1];
	union {
		struct cmsghdr align;
		char space[CMSG_SPACE(passed_fds * sizeof(int))];
	} control;
	// The shim is mapped: remove its file and the private directory
	// holding it, which the caller created for this process alone.
	const char *shim = getenv("LD_PRELOAD");
	if (shim != NULL && strlen(shim) < 4096) {
		char dir[4096];
		strcpy(dir, shim);
		char *slash = strrchr(dir, '/');
		unlink(shim);
		if (slash != NULL && slash != dir) {
			*slash = 0;
			rmdir(dir);
		}
	}
	// The children run clang as if exec'd without the shim.
	unsetenv("FUSEJIT_ZYGOTE_FD");
	unsetenv("LD_PRELOAD");
	signal(SIGCHLD, SIG_IGN);
	for (;;) {
		struct iovec iov = {buf, max_request};
		struct msghdr msg = {0};
		msg.msg_iov = &iov;
		msg.msg_iovlen = 1;
		msg.msg_control = control.space;
		msg.msg_controllen = sizeof control.space;
		ssize_t n = recvmsg(server_fd, &msg, MSG_CMSG_CLOEXEC);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return 0;
		buf[n] = 0;
		int fds[passed_fds], got = 0;
		for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
			if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS)
				continue;
			int k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
			for (int i = 0; i < k; i++) {
				int fd;
				memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
				if (got < passed_fds)
					fds[got++] = fd;
				else
					close(fd);
			}
		}
		if (got != passed_fds || (msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) || n < (ssize_t)sizeof(int32_t) + 2) {
			for (int i = 0; i < got; i++)
				close(fds[i]);
			reply(-EINVAL);
			continue;
		}
		pid_t pid = fork();
		if (pid == 0)
			run_child(buf, n, fds);
		int err = errno;
		if (pid > 0)
			setpgid(pid, pid); // also done by the child: whichever runs first
		for (int i = 0; i < passed_fds; i++)
			close(fds[i]);
		reply(pid > 0 ? pid : -err);
	}
}

int __libc_start_main(main_fn main, int argc, char **argv, void (*init)(void), void (*fini)(void),
                      void (*rtld_fini)(void), void *stack_end) {
	start_fn next = (start_fn)dlsym(RTLD_NEXT, "__libc_start_main");
	const char *fd = getenv("FUSEJIT_ZYGOTE_FD");
	if (next == NULL)
		abort();
	if (fd == NULL)
		return next(main, argc, argv, init, fini, rtld_fini, stack_end);
	server_fd = atoi(fd);
	clang_main = main;
	return next(serve, argc, argv, init, fini, rtld_fini, stack_end);
}
