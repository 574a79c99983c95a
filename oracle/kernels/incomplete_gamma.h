#pragma once
// The regularized incomplete gamma functions of igamma and igammac, in double, with torch 1.13's
// values at the edges of their domain. torch computes them with Cephes' series, continued
// fraction and uniform asymptotic expansion in the dtype itself (float for f32, f16 and bf16);
// these compute the same functions in long double by the series and the continued fraction
// alone (Temme's leading term past a = 10⁷), so they agree with torch within torch's own error,
// which the asymptotic expansion makes up to 4e-10 absolute in double (it takes π as a float) and
// a few 1e-7 in float. Private to oracle/kernels/.

namespace reinplace::oracle {

/// P(a, x) = γ(a, x) / Γ(a), as torch's igamma(a, x): NaN for a negative or NaN argument, 1 for
/// a = 0 < x, 0 at x = 0 (whatever a), NaN for infinite a and x, 0 for infinite a, 1 for
/// infinite x.
double regularizedLowerGamma(double a, double x);

/// Q(a, x) = 1 - P(a, x), as torch's igammac(a, x), with the complementary edge values.
double regularizedUpperGamma(double a, double x);

} // namespace reinplace::oracle
