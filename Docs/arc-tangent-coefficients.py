#!/usr/bin/env python3
"""The coefficients of `arcTangent`'s series (Sources/GooGeometry/Numerics/ArcTangent.swift).

atan(z) = z + z·w·P(w), w = z², on the reduced range 0 ≤ z ≤ tan(π/12) = 2 − √3. P of degree 8
interpolates (atan z − z)/z³ at the Chebyshev nodes of [0, (2 − √3)²] in 60-digit arithmetic
(close to the best polynomial of its degree), and is rounded to Doubles. Prints the coefficients,
lowest degree first, and the worst relative error of z + z·w·P(w) against atan(z) over 4 000
points of the range, with the rounded coefficients but exact arithmetic: the error of the series
itself, before the Double arithmetic that evaluates it rounds.

    python3 -m pip install mpmath && python3 Docs/arc-tangent-coefficients.py
"""
import mpmath as mp

mp.mp.dps = 60
DEGREE = 8
end = (2 - mp.sqrt(3)) ** 2


def target(w):
    if w == 0:
        return mp.mpf(-1) / 3
    z = mp.sqrt(w)
    return (mp.atan(z) - z) / (z * w)


nodes = [
    end / 2 + end / 2 * mp.cos(mp.pi * (2 * k + 1) / (2 * (DEGREE + 1)))
    for k in range(DEGREE + 1)
]
vandermonde = mp.matrix([[w**j for j in range(DEGREE + 1)] for w in nodes])
exact = mp.lu_solve(vandermonde, mp.matrix([target(w) for w in nodes]))
coefficients = [float(exact[j]) for j in range(DEGREE + 1)]


def series(z):
    w = z * z
    total = mp.mpf(0)
    for c in reversed(coefficients):
        total = total * w + mp.mpf(c)
    return z + z * w * total


worst = max(
    abs(series(z) - mp.atan(z)) / mp.atan(z)
    for z in ((2 - mp.sqrt(3)) * i / 4000 for i in range(1, 4001))
)
for c in coefficients:
    print(repr(c))
print("worst relative error", mp.nstr(worst, 3), "=", mp.nstr(worst * 2**53, 3), "ulp")
