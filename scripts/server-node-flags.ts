// The flags Node runs the server with, wherever it is started: `npm start` (package.json), the
// systemd unit (docs/deploy.md) and the browser tests and benches (e2e/server.ts); a test keeps
// the three the same (server-node-flags.test.ts).
//
// V8 lets the young generation grow to 64 MB per semi-space on a machine with this much memory;
// a server that rebuilds its view of a large family after each edit grew it to its maximum and
// kept it, about 130 MB of resident memory for objects that die young. 16 MB keeps scavenges
// short and frequent and the memory bound (decision 038).
//
// Between full collections V8 let the old generation grow to about four times what was live: at
// 50,000 members about 155 MB stayed live and the heap reached 600 MB before it was collected,
// most of the server's resident memory. `--heap-growing-percent=60` collects once it has grown by
// 60 %: resident memory after bench:scale's runs fell from 660–765 MB to 550–580 MB, for slightly
// more frequent collections, which V8 marks beside the program (decision 040).
export const serverNodeFlags = ['--max-semi-space-size=16', '--heap-growing-percent=60'];

// glibc gives each thread that allocates while another holds the lock an arena of its own (up to
// eight per core) and keeps what each one freed: the server's threads (its renderer, the
// import's and the duplicates' workers, libuv's four for compression and files, V8's helpers)
// spread over a dozen arenas. Two arenas: at 50,000 members `bench:scale` read 561 MB of
// resident memory after its runs against 629, 612 against 683 after a relative's reads and 655
// against 719 after the load, for the same requests per second (4,146 against 4,318 without
// writes, 3,515 against 3,491 with). Read by glibc when the process starts, so set by whatever
// starts it, not by the server (decision 051).
export const serverEnvironment = { MALLOC_ARENA_MAX: '2' };
