//! Cutting a side into tile lengths the base tours cover.

/// Cuts `n` (>= 5) into lengths from 5 to 10.
pub(crate) fn any(n: u16) -> Option<Vec<u16>> {
    if n < 5 {
        return None;
    }
    let mut parts = Vec::new();
    let mut left = n;
    while left > 15 {
        parts.push(10);
        left -= 10;
    }
    if left <= 10 {
        parts.push(left);
    } else {
        parts.extend([left - left / 2, left / 2]);
    }
    Some(parts)
}

/// Cuts an even `n` (0 or >= 6) into even lengths 6, 8 and 10.
pub(crate) fn even(n: u16) -> Option<Vec<u16>> {
    if n % 2 == 1 || (n > 0 && n < 6) {
        return None;
    }
    let mut parts = Vec::new();
    let mut left = n;
    while left > 16 {
        parts.push(10);
        left -= 10;
    }
    match left {
        0 => {}
        12 => parts.extend([6, 6]),
        14 => parts.extend([8, 6]),
        16 => parts.extend([8, 8]),
        _ => parts.push(left),
    }
    Some(parts)
}

/// Cuts an odd `n` (>= 5) into even lengths and one odd length (5 to 13) that covers
/// position `at`; returns the parts and the index of the odd one.
pub(crate) fn odd_around(n: u16, at: u16) -> Option<(Vec<u16>, usize)> {
    for odd in [5u16, 7, 9, 11, 13] {
        if odd > n {
            break;
        }
        // The odd part starts at an even offset, so colours inside it match the board's.
        let first = at.saturating_sub(odd - 1);
        for before in (first..=at).filter(|b| b % 2 == 0) {
            let Some(after) = n.checked_sub(before + odd) else {
                continue;
            };
            if let (Some(head), Some(tail)) = (even(before), even(after)) {
                let index = head.len();
                let mut parts = head;
                parts.push(odd);
                parts.extend(tail);
                return Some((parts, index));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_side_from_5_to_1000_is_cut() {
        for n in 5..=1000u16 {
            let parts = any(n).unwrap();
            assert_eq!(parts.iter().sum::<u16>(), n);
            assert!(parts.iter().all(|p| (5..=10).contains(p)));
            if n % 2 == 0 {
                let parts = even(n).unwrap();
                assert_eq!(parts.iter().sum::<u16>(), n);
                assert!(parts.iter().all(|p| p % 2 == 0 && (6..=10).contains(p)));
            } else {
                for at in 0..n {
                    let (parts, odd) = odd_around(n, at).unwrap();
                    assert_eq!(parts.iter().sum::<u16>(), n, "{n} at {at}");
                    let start: u16 = parts[..odd].iter().sum();
                    assert!(start <= at && at < start + parts[odd], "{n} at {at}");
                    assert_eq!(start % 2, 0);
                }
            }
        }
    }
}
