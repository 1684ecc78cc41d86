import subprocess, time, sys
n = int(sys.argv[1])
t0 = time.perf_counter()
p = subprocess.Popen([sys.argv[2] if len(sys.argv) > 2 else "./child"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
t1 = time.perf_counter()
lines = 0
for i in range(n):
    p.stdin.write("present\n" if i % 2 == 0 else "dismiss\n"); p.stdin.flush()
    while True:
        l = p.stdout.readline(); lines += 1
        if l == ".\n": break
t2 = time.perf_counter()
p.stdin.close(); p.wait()
print(f"spawn {1000*(t1-t0):.2f} ms; {n} commands in {1000*(t2-t1):.1f} ms = {1000*(t2-t1)/n:.3f} ms per command ({lines} lines)")
