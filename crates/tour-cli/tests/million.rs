//! A million-square solve in every format, byte for byte: stdout and stderr against
//! pinned digests, so any change to what a million-square solve prints shows here.
//! The elapsed time, the one thing that differs from run to run, is cut out first.

mod common;

use common::knights_tour_line;

/// FNV-1a, 64 bits: enough to tell outputs apart, and no dependency.
fn digest(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// `text` with the number after each `marker` up to `end` replaced by `#`.
fn without_times(text: &str, marker: &str, end: char) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(marker) {
        let (before, after) = rest.split_at(at + marker.len());
        out.push_str(before);
        out.push('#');
        rest = &after[after.find(end).unwrap_or(after.len())..];
    }
    out.push_str(rest);
    out
}

/// The digests of stdout (the JSON's `elapsed_ms` cut out) and stderr (the summary's
/// milliseconds cut out) of `knights-tour ARGS`.
fn digests(args: &str) -> (u64, u64, usize) {
    let output = knights_tour_line(args);
    assert_eq!(output.status.code(), Some(0), "{args}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    let stdout = without_times(&stdout, "\"elapsed_ms\":", ',');
    let stderr = without_times(&stderr, "placements, ", ' ');
    (
        digest(stdout.as_bytes()),
        digest(stderr.as_bytes()),
        stdout.len(),
    )
}

#[test]
fn times_are_cut_out_and_nothing_else() {
    assert_eq!(
        without_times(
            "{\"a\":1,\"elapsed_ms\":45.3,\"b\":2}",
            "\"elapsed_ms\":",
            ','
        ),
        "{\"a\":1,\"elapsed_ms\":#,\"b\":2}"
    );
    assert_eq!(
        without_times(
            "1,000 placements, 20.26 ms\nclosed: yes",
            "placements, ",
            ' '
        ),
        "1,000 placements, # ms\nclosed: yes"
    );
}

#[test]
fn a_million_square_solve_prints_the_same_bytes_in_every_format() {
    let solve = "solve --board 1000x1000 --start a1 --closed";
    // The board and the JSON state the same facts on stderr; `moves` states the summary
    // alone (the `cli` tests check it has no facts).
    const NOTES: u64 = 4_795_308_041_493_945_082;
    const SUMMARY: u64 = 5_037_496_703_815_798_754;
    let runs = [
        (
            "--format json",
            (14_098_243_288_076_565_165, NOTES, 8_185_394),
        ),
        (
            "--format moves",
            (6_564_924_981_144_432_611, SUMMARY, 6_165_000),
        ),
        (
            "--format board",
            (3_809_576_435_378_175_366, NOTES, 8_001_000),
        ),
    ];
    for (format, expected) in runs {
        let args = format!("{solve} {format}");
        assert_eq!(digests(&args), expected, "{args}");
    }
    // Open, on a board that is not square: no diagonals, other halves.
    let open = "solve --board 999x1000 --start e5 --format json";
    let expected = (
        5_138_514_859_153_611_884,
        9_906_585_920_452_741_174,
        8_176_093,
    );
    assert_eq!(digests(open), expected, "{open}");
}
