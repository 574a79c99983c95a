#include "oracle/kernels/special_functions.h"

#include <cmath>
#include <initializer_list>
#include <limits>
#include <numbers>

namespace reinplace::oracle {

double digamma(double x) {
  if (x == 0) return std::copysign(std::numeric_limits<double>::infinity(), -x);
  if (x < 0) {
    double whole;
    double fraction = std::modf(x, &whole);
    if (fraction == 0) return std::numeric_limits<double>::quiet_NaN();
    // The reflection formula, with π·x reduced to its fractional part for an exact tangent.
    return digamma(1 - x) - std::numbers::pi / std::tan(std::numbers::pi * fraction);
  }
  double shift = 0;
  while (x < 10) {
    shift -= 1 / x;
    x += 1;
  }
  // The asymptotic series with the Bernoulli numbers B₂ … B₁₄.
  double inverse_square = 1 / (x * x);
  double series =
      inverse_square *
      (1.0 / 12 -
       inverse_square *
           (1.0 / 120 -
            inverse_square *
                (1.0 / 252 -
                 inverse_square *
                     (1.0 / 240 -
                      inverse_square *
                          (1.0 / 132 - inverse_square * (691.0 / 32760 - inverse_square / 12))))));
  return shift + std::log(x) - 0.5 / x - series;
}

double besselI0(double x) {
  double magnitude = std::fabs(x);
  if (std::isnan(magnitude)) return magnitude;
  if (magnitude <= 15) {
    // Σ (x²/4)ᵏ / (k!)², every term positive.
    double quarter_square = magnitude * magnitude / 4;
    double term = 1, sum = 1;
    for (int k = 1; term > sum * 1e-17; ++k) {
      term *= quarter_square / (static_cast<double>(k) * k);
      sum += term;
    }
    return sum;
  }
  // eˣ / √(2πx) · Σ ((2k-1)!!)² / (k! (8x)ᵏ), cut where its terms stop shrinking.
  double term = 1, sum = 1;
  for (int k = 1; k < 60; ++k) {
    double next = term * (2.0 * k - 1) * (2.0 * k - 1) / (k * 8 * magnitude);
    if (next >= term || next < sum * 1e-17) break;
    term = next;
    sum += term;
  }
  return std::exp(magnitude) / std::sqrt(2 * std::numbers::pi * magnitude) * sum;
}

namespace {

// Giles' single-precision approximation of erf⁻¹ ("Approximating the erfinv function", 2010),
// the start of the Newton steps.
double inverseErfEstimate(double y) {
  double w = -std::log((1 - y) * (1 + y));
  double p;
  if (w < 5) {
    w -= 2.5;
    p = 2.81022636e-08;
    for (double c : {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
                     -0.00417768164, 0.246640727, 1.50140941})
      p = c + p * w;
  } else {
    w = std::sqrt(w) - 3;
    p = -0.000200214257;
    for (double c : {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
                     0.00943887047, 1.00167406, 2.83297682})
      p = c + p * w;
  }
  return p * y;
}

} // namespace

double inverseErf(double y) {
  double magnitude = std::fabs(y);
  if (std::isnan(y) || magnitude > 1) return std::numeric_limits<double>::quiet_NaN();
  if (magnitude == 1) return std::copysign(std::numeric_limits<double>::infinity(), y);
  double x = inverseErfEstimate(magnitude);
  // Newton on erf(x) = |y|; near 1 the residual is taken through erfc, which keeps its digits.
  for (int step = 0; step < 3 && x != 0; ++step) {
    double residual = magnitude <= 0.5 ? std::erf(x) - magnitude : (1 - magnitude) - std::erfc(x);
    x -= residual / (2 / std::sqrt(std::numbers::pi) * std::exp(-x * x));
  }
  return std::copysign(x, y);
}

template <typename T> T trigamma(T x) {
  constexpr T kPi = std::numbers::pi_v<T>;
  T sign = 1, result = 0;
  if (x < T(0.5)) {
    // ψ₁(1 - x) + ψ₁(x) = π² / sin²(πx).
    sign = -1;
    T sine = std::sin(kPi * x);
    result -= kPi * kPi / (sine * sine);
    x = 1 - x;
  }
  for (int step = 0; step < 6; ++step) {
    result += 1 / (x * x);
    x += 1;
  }
  // 1/x + 1/(2x²) + B₂/x³ + B₄/x⁵ + B₆/x⁷, in Horner form.
  T inverse_square = 1 / (x * x);
  result +=
      (1 + 1 / (2 * x) +
       inverse_square * (T(1) / 6 - inverse_square * (T(1) / 30 - inverse_square * (T(1) / 42)))) /
      x;
  return sign * result;
}

template double trigamma<double>(double);
template float trigamma<float>(float);

namespace {

// (2k)! / B₂ₖ for k = 1 … 12, the denominators of the Euler–Maclaurin corrections.
constexpr double kEulerMaclaurin[] = {12.0,
                                      -720.0,
                                      30240.0,
                                      -1209600.0,
                                      47900160.0,
                                      -1.8924375803183791606e9,
                                      7.47242496e10,
                                      -2.950130727918164224e12,
                                      1.1646782814350067249e14,
                                      -4.5979787224074726105e15,
                                      1.8152105401943546773e17,
                                      -7.1661652561756670113e18};

constexpr double kZetaEpsilon = 1.11022302462515654042e-16; // 2⁻⁵³

} // namespace

template <typename A> A hurwitzZeta(A s, A q) {
  if (s == 1) return std::numeric_limits<A>::infinity();
  if (s < 1) return std::numeric_limits<A>::quiet_NaN();
  if (q <= 0) {
    if (q == std::floor(q)) return std::numeric_limits<A>::infinity();
    if (s != std::floor(s)) return std::numeric_limits<A>::quiet_NaN();
  }
  const A epsilon = static_cast<A>(kZetaEpsilon);
  A sum = std::pow(q, -s), base = q, term = 0;
  for (int terms = 0; terms < 9 || base <= A(9);) {
    ++terms;
    base += 1;
    term = std::pow(base, -s);
    sum += term;
    if (-epsilon * sum < term && term < epsilon * sum) return sum;
  }
  // The integral of the rest, half its first term, then the Bernoulli corrections.
  const A last = base;
  sum += term * last / (s - 1);
  sum -= A(0.5) * term;
  A rising = 1, k = 0;
  for (double denominator : kEulerMaclaurin) {
    rising *= s + k;
    term /= last;
    A correction = rising * term / static_cast<A>(denominator);
    sum += correction;
    if (std::fabs(correction / sum) < epsilon) return sum;
    k += 1;
    rising *= s + k;
    term /= last;
    k += 1;
  }
  return sum;
}

template double hurwitzZeta<double>(double, double);
template float hurwitzZeta<float>(float, float);

} // namespace reinplace::oracle
