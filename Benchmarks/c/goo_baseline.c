/*
 * goo_baseline <op> <iterations>: the connector ops of goo-bench, hand-written in C.
 *
 * Same input sequence, same checksum, and the same contract as the Swift library, so the two
 * do equal work: circles are validated (finite centre, finite radius >= 0), the distance is
 * measured directly when that cannot overflow or underflow and by scaling otherwise, coincident
 * centres and nested circles (tangent) give no connector, and a result with a non-finite
 * coordinate is refused. Build: clang -O2 -o goo_baseline goo_baseline.c -lm
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { double x, y; } point;
typedef struct { point c; double r; } circle;
typedef struct { double d, ux, uy; } center_line;

static int circle_make(double x, double y, double r, circle *out) {
    if (!isfinite(x) || !isfinite(y) || !isfinite(r) || !(r >= 0)) return 0;
    out->c.x = x; out->c.y = y; out->r = r + 0.0;
    return 1;
}

/* 0: ok, 1: coincident, 2: not representable */
static int center_line_make(point a, point b, center_line *out) {
    double dx = b.x - a.x, dy = b.y - a.y;
    double sq = dx * dx + dy * dy;
    if (sq >= 0x1p-968 && sq < INFINITY) {
        double d = sqrt(sq);
        out->d = d; out->ux = dx / d; out->uy = dy / d;
        return 0;
    }
    if (dx == 0 && dy == 0) return 1;
    double s = fmax(fabs(dx), fabs(dy));
    if (!isfinite(s)) return 2;
    double sx = dx / s, sy = dy / s, l = sqrt(sx * sx + sy * sy), d = s * l;
    if (!isfinite(d)) return 2;
    out->d = d; out->ux = sx / l; out->uy = sy / l;
    return 0;
}

static int all_finite(const point *p, int n) {
    for (int i = 0; i < n; i++) if (!isfinite(p[i].x) || !isfinite(p[i].y)) return 0;
    return 1;
}

/* A B C D O P */
static int quadratic(circle a, circle b, point out[6]) {
    center_line l;
    if (center_line_make(a.c, b.c, &l)) return 0;
    double px = -l.uy, py = l.ux, h = l.d * 0.5;
    out[0] = (point){a.c.x + px * a.r, a.c.y + py * a.r};
    out[1] = (point){a.c.x - px * a.r, a.c.y - py * a.r};
    out[2] = (point){b.c.x - px * b.r, b.c.y - py * b.r};
    out[3] = (point){b.c.x + px * b.r, b.c.y + py * b.r};
    out[4] = (point){out[0].x + l.ux * h, out[0].y + l.uy * h};
    out[5] = (point){out[1].x + l.ux * h, out[1].y + l.uy * h};
    return all_finite(out, 6);
}

/* A B C D O1 O2 P1 P2 */
static int cubic(circle a, circle b, double f1, double f2, double tan_alpha, point out[8]) {
    center_line l;
    if (center_line_make(a.c, b.c, &l)) return 0;
    double px = -l.uy, py = l.ux;
    double nx = l.ux * (f1 * l.d), ny = l.uy * (f1 * l.d);
    double fx = l.ux * (f2 * l.d), fy = l.uy * (f2 * l.d);
    double pull = f1 * l.d * tan_alpha, qx = px * pull, qy = py * pull;
    out[0] = (point){a.c.x + px * a.r, a.c.y + py * a.r};
    out[1] = (point){a.c.x - px * a.r, a.c.y - py * a.r};
    out[2] = (point){b.c.x - px * b.r, b.c.y - py * b.r};
    out[3] = (point){b.c.x + px * b.r, b.c.y + py * b.r};
    out[4] = (point){out[0].x + (nx - qx), out[0].y + (ny - qy)};
    out[5] = (point){out[0].x + (fx - qx), out[0].y + (fy - qy)};
    out[6] = (point){out[1].x + (nx + qx), out[1].y + (ny + qy)};
    out[7] = (point){out[1].x + (fx + qx), out[1].y + (fy + qy)};
    return all_finite(out, 8);
}

/* A B C D O P */
static int tangent(circle a, circle b, point out[6]) {
    center_line l;
    if (center_line_make(a.c, b.c, &l)) return 0;
    double diff = a.r - b.r;
    if (!(fabs(diff) < l.d)) return 0;
    double s = diff / l.d, root = sqrt((1 - s) * (1 + s));
    double px = -l.uy, py = l.ux;
    double ax = l.ux * s + px * root, ay = l.uy * s + py * root;
    double bx = l.ux * s - px * root, by = l.uy * s - py * root;
    out[0] = (point){a.c.x + ax * a.r, a.c.y + ay * a.r};
    out[1] = (point){a.c.x + bx * a.r, a.c.y + by * a.r};
    out[2] = (point){b.c.x + bx * b.r, b.c.y + by * b.r};
    out[3] = (point){b.c.x + ax * b.r, b.c.y + ay * b.r};
    out[4] = (point){out[1].x * 0.5 + out[3].x * 0.5, out[1].y * 0.5 + out[3].y * 0.5};
    out[5] = (point){out[0].x * 0.5 + out[2].x * 0.5, out[0].y * 0.5 + out[2].y * 0.5};
    return all_finite(out, 6);
}

/* One loop per op, as in goo-bench, so no op pays for another's dispatch. */
#define GOO_LOOP(name, call, fold)                                                             \
    __attribute__((noinline)) static double name(circle anchor, long n, double tan_alpha) {    \
        double sum = 0;                                                                        \
        point p[8];                                                                            \
        (void)tan_alpha;                                                                       \
        for (long i = 0; i < n; i++) {                                                         \
            circle drag;                                                                       \
            if (!circle_make(10 + (double)(i & 1023) * 0.37,                                   \
                             5 + (double)((i >> 3) & 511) * 0.21, 12, &drag))                  \
                continue;                                                                      \
            if (call) sum += fold;                                                             \
        }                                                                                      \
        return sum;                                                                            \
    }

GOO_LOOP(run_quadratic, quadratic(anchor, drag, p), p[4].x + p[5].y)
GOO_LOOP(run_cubic, cubic(anchor, drag, 0.25, 0.5, tan_alpha, p), p[5].x + p[7].y)
GOO_LOOP(run_tangent, tangent(anchor, drag, p), p[0].x + p[2].y)

/* This thread's CPU time, as goo-bench measures: waiting for the cores does not count. */
static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: goo_baseline quadratic|cubic|tangent <iterations>\n");
        return 2;
    }
    long n = atol(argv[2]);
    double (*run)(circle, long, double) = !strcmp(argv[1], "quadratic") ? run_quadratic
                                         : !strcmp(argv[1], "cubic")   ? run_cubic
                                         : !strcmp(argv[1], "tangent") ? run_tangent
                                                                       : NULL;
    if (!run || n <= 0) {
        fprintf(stderr, "goo_baseline: bad op or iteration count\n");
        return 2;
    }
    circle anchor;
    circle_make(0, 0, 10, &anchor);
    double tan_alpha = tan(5 * (M_PI / 180)); /* computed once, as the Swift options do */
    double start = now_ns();
    double sum = run(anchor, n, tan_alpha);
    double elapsed = now_ns() - start;
    printf("ns/op %.9g\nchecksum %.17g\n", elapsed / (double)n, sum);
    return 0;
}
