//! Retrograde analysis: exact values of every position of small variants.
