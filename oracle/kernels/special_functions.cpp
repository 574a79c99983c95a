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

} // namespace reinplace::oracle
