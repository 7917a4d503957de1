//! The named deductions, each looking for its first application in a position.
//!
//! Every rule is sound: what it concludes holds in every solution of the position. A
//! rule that finds the position impossible (a number with nowhere to go) says so with
//! [`Contradiction`], which ends a guess.

use super::super::Clue;
use super::super::bits::Bits;
use super::super::cells::{Cells, FAR};
use super::super::grid::{Anchor, Contradiction, Gap, Grid, Marks};
use super::deduction::{Deduction, Reach, Starved};

/// What a rule found: its first application, if any.
pub(crate) type Found = Result<Option<Deduction>, Contradiction>;

fn clue(cells: &Cells, number: u16, cell: usize) -> Clue {
    Clue::new(cells.square(cell), number)
}

/// The empty cells a move from `cell`.
fn empty_moves(cells: &Cells, grid: &Grid, cell: usize) -> Bits {
    cells
        .moves(cell)
        .iter()
        .map(|&to| usize::from(to))
        .filter(|&to| grid.number_on(to).is_none())
        .collect()
}

/// [`Deduction::Between`]: a missing number whose two tour neighbours are placed, with
/// exactly one empty square a move from both.
pub(crate) fn between(cells: &Cells, grid: &Grid) -> Found {
    for number in 1..=grid.numbers() {
        if grid.cell_of(number).is_some() {
            continue;
        }
        let [Some(before), Some(after)] = grid.beside(number) else {
            continue;
        };
        let (Some(b), Some(a)) = (grid.cell_of(before), grid.cell_of(after)) else {
            continue;
        };
        let both = empty_moves(cells, grid, b).and(empty_moves(cells, grid, a));
        match (both.len(), both.first()) {
            (0, _) => return Err(Contradiction),
            (1, Some(cell)) => {
                return Ok(Some(Deduction::Between {
                    number,
                    square: cells.square(cell),
                    before: clue(cells, before, b),
                    after: clue(cells, after, a),
                }));
            }
            _ => {}
        }
    }
    Ok(None)
}

/// [`Deduction::OnlyNeighbour`]: a placed number missing one tour neighbour, whose
/// square has exactly one empty neighbour.
pub(crate) fn only_neighbour(cells: &Cells, grid: &Grid) -> Found {
    for number in 1..=grid.numbers() {
        let Some(cell) = grid.cell_of(number) else {
            continue;
        };
        let beside: Vec<u16> = grid.beside(number).into_iter().flatten().collect();
        let missing: Vec<u16> = beside
            .iter()
            .copied()
            .filter(|&m| grid.cell_of(m).is_none())
            .collect();
        if missing.is_empty() {
            continue;
        }
        let empty = empty_moves(cells, grid, cell);
        if empty.len() < missing.len() {
            return Err(Contradiction);
        }
        if let ([wanted], Some(square)) = (missing.as_slice(), empty.first()) {
            if empty.len() != 1 {
                continue;
            }
            let other = beside
                .iter()
                .find(|&&m| m != *wanted)
                .and_then(|&m| grid.cell_of(m).map(|c| clue(cells, m, c)));
            return Ok(Some(Deduction::OnlyNeighbour {
                number: *wanted,
                square: cells.square(square),
                from: clue(cells, number, cell),
                other,
            }));
        }
    }
    Ok(None)
}

/// The gap `number` belongs to.
fn gap_of(marks: &Marks, number: u16) -> Option<&Gap> {
    marks
        .gaps
        .get(usize::from(*marks.gap_of.get(usize::from(number))?))
}

/// `number` counted on within `gap` (between its first and last).
fn within(grid: &Grid, gap: &Gap, number: u16) -> u16 {
    (gap.first..=gap.last)
        .find(|&k| grid.wrap(k) == number)
        .unwrap_or(number)
}

/// [`Deduction::OnlySquare`]: a missing number with one square left.
pub(crate) fn only_square(cells: &Cells, grid: &Grid, marks: &Marks) -> Found {
    for number in 1..=grid.numbers() {
        let squares = marks.by_number[usize::from(number)];
        if grid.cell_of(number).is_some() || squares.len() != 1 {
            continue;
        }
        let (Some(cell), Some(gap)) = (squares.first(), gap_of(marks, number)) else {
            continue;
        };
        let k = within(grid, gap, number);
        let side = |anchor: Option<Anchor>| {
            anchor.map(|a| Reach {
                clue: clue(cells, grid.wrap(a.number), a.cell),
                moves: a.number.abs_diff(k),
            })
        };
        let ruled_out = grid
            .empty()
            .iter()
            .any(|other| grid.ruled(other).contains(usize::from(number)));
        return Ok(Some(Deduction::OnlySquare {
            number,
            square: cells.square(cell),
            before: side(gap.low),
            after: side(gap.high),
            ruled_out,
        }));
    }
    Ok(None)
}

/// [`Deduction::OnlyNumber`]: an empty square with one number left.
pub(crate) fn only_number(cells: &Cells, grid: &Grid, marks: &Marks) -> Found {
    for cell in grid.empty().iter() {
        let numbers = marks.by_cell[cell];
        if numbers.len() != 1 {
            continue;
        }
        if let Some(number) = numbers.first() {
            return Ok(Some(Deduction::OnlyNumber {
                square: cells.square(cell),
                number: number as u16,
                ruled_out: !grid.ruled(cell).is_empty(),
            }));
        }
    }
    Ok(None)
}

/// [`Deduction::Pair`]: a placed number missing both tour neighbours whose square has
/// exactly two empty neighbours that could hold one of them, where that tells something
/// new (either of the two could still hold another number).
pub(crate) fn pair(cells: &Cells, grid: &Grid, marks: &Marks) -> Found {
    for number in 1..=grid.numbers() {
        let Some(cell) = grid.cell_of(number) else {
            continue;
        };
        let [Some(before), Some(after)] = grid.beside(number) else {
            continue;
        };
        if grid.cell_of(before).is_some() || grid.cell_of(after).is_some() {
            continue;
        }
        let wanted: Bits = [usize::from(before), usize::from(after)]
            .into_iter()
            .collect();
        let usable: Vec<usize> = empty_moves(cells, grid, cell)
            .iter()
            .filter(|&to| marks.by_cell[to].meets(wanted))
            .collect();
        if usable.len() < 2 {
            return Err(Contradiction);
        }
        if let [u, v] = usable[..] {
            let news = !marks.by_cell[u].minus(wanted).is_empty()
                || !marks.by_cell[v].minus(wanted).is_empty();
            if news {
                return Ok(Some(Deduction::Pair {
                    from: clue(cells, number, cell),
                    squares: [cells.square(u), cells.square(v)],
                    numbers: [before, after],
                }));
            }
        }
    }
    Ok(None)
}

/// [`Deduction::CutOff`]: every choice of a missing number's square that would leave an
/// empty square, or another number of its gap, with nothing within reach. Putting the
/// number there splits its gap in two; the distances of the gap's ends are the ones
/// measured with that square still empty, which only allows more, so what this finds
/// cut off is cut off.
pub(crate) fn cut_offs(cells: &Cells, grid: &Grid, marks: &Marks) -> Vec<Deduction> {
    let mut found = Vec::new();
    let mut measured: Vec<Option<([u8; 144], [u8; 144])>> = vec![None; marks.gaps.len()];
    for number in 1..=grid.numbers() {
        if grid.cell_of(number).is_some() {
            continue;
        }
        let Some(&index) = marks.gap_of.get(usize::from(number)) else {
            continue;
        };
        let index = usize::from(index);
        let Some(&gap) = marks.gaps.get(index) else {
            continue;
        };
        let (low, high) = *measured[index].get_or_insert_with(|| {
            let far = [FAR; 144];
            (
                gap.low.map_or(far, |a| grid.walk(cells, &gap, a)),
                gap.high.map_or(far, |a| grid.walk(cells, &gap, a)),
            )
        });
        for cell in marks.by_number[usize::from(number)].iter() {
            if let Some(starved) = starves(cells, grid, marks, (&gap, &low, &high), number, cell) {
                found.push(Deduction::CutOff {
                    number,
                    square: cells.square(cell),
                    starved,
                });
            }
        }
    }
    found
}

/// What `number` on `cell` would leave with nowhere to go, if anything.
fn starves(
    cells: &Cells,
    grid: &Grid,
    marks: &Marks,
    (gap, low, high): (&Gap, &[u8; 144], &[u8; 144]),
    number: u16,
    cell: usize,
) -> Option<Starved> {
    let k = within(grid, gap, number);
    let here = Anchor { number: k, cell };
    let left = Gap {
        high: Some(here),
        last: k - 1,
        ..*gap
    };
    let right = Gap {
        low: Some(here),
        first: k + 1,
        ..*gap
    };
    let mut open = grid.empty();
    open.remove(cell);
    let from_here = cells.walk(cell, open, gap.last - gap.first + 2);
    let own: Bits = (gap.first..=gap.last)
        .map(|m| usize::from(grid.wrap(m)))
        .collect();
    let mut present = Bits::EMPTY;
    for other in open.iter() {
        let mut numbers = marks.by_cell[other].minus(own);
        if left.first <= left.last {
            numbers = numbers.or(grid.gap_numbers(&left, low[other], from_here[other]));
        }
        if right.first <= right.last {
            numbers = numbers.or(grid.gap_numbers(&right, from_here[other], high[other]));
        }
        let numbers = numbers.minus(grid.ruled(other));
        if numbers.is_empty() {
            return Some(Starved::Square(cells.square(other)));
        }
        present = present.or(numbers);
    }
    own.iter()
        .find(|&m| m != usize::from(number) && !present.contains(m))
        .map(|m| Starved::Number(m as u16))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::route::TourKind;
    use crate::square::Square;

    use super::super::super::Puzzle;

    /// The 5 x 5 tour the positions are cut from.
    use crate::puzzle::fixtures::FIVE_BY_FIVE as TOUR;

    /// The position with these numbers of the tour given.
    fn position(numbers: &[u16]) -> (Cells, Grid, Board) {
        let board = Board::new(5, 5).unwrap();
        let clues = numbers.iter().map(|&n| {
            let (row, col) = TOUR[usize::from(n) - 1];
            Clue::new(Square::new(row, col), n)
        });
        let puzzle = Puzzle::new(board.clone(), TourKind::Open, clues).unwrap();
        let cells = Cells::new(&board);
        let grid = Grid::new(&puzzle, &cells);
        (cells, grid, board)
    }

    fn at(board: &Board, name: &str) -> Square {
        Square::parse(name, board).unwrap()
    }

    fn clue_at(board: &Board, name: &str, number: u16) -> Clue {
        Clue::new(at(board, name), number)
    }

    /// Every conclusion holds of the tour the position was cut from.
    fn true_of_tour(deduction: &Deduction) -> bool {
        let tour: Vec<Square> = TOUR.iter().map(|&(r, c)| Square::new(r, c)).collect();
        deduction.conclusion().holds(&tour)
    }

    #[test]
    fn between_finds_the_one_square_next_to_both_neighbours() {
        // 5 is a move from both 4 on d3 and 6 on c2 on b4 and e1; 19 holds b4.
        let (cells, grid, board) = position(&[4, 6, 19]);
        let found = between(&cells, &grid).unwrap().unwrap();
        assert_eq!(
            found,
            Deduction::Between {
                number: 5,
                square: at(&board, "e1"),
                before: clue_at(&board, "d3", 4),
                after: clue_at(&board, "c2", 6),
            }
        );
        assert!(true_of_tour(&found));
        // Without 19, two squares qualify: nothing to conclude.
        let (cells, grid, _) = position(&[4, 6]);
        assert_eq!(between(&cells, &grid), Ok(None));
        // With both squares taken, no tour can pass: a contradiction.
        let (cells, mut grid, _) = position(&[4, 6, 19]);
        grid.place(25, cells.cell(Square::new(4, 4)).unwrap());
        assert_eq!(between(&cells, &grid), Err(Contradiction));
    }

    #[test]
    fn only_neighbour_at_the_start_of_an_open_tour() {
        // 1 on a5 needs one neighbour; of b3 and c4 only c4 is empty.
        let (cells, grid, board) = position(&[1, 8]);
        let found = only_neighbour(&cells, &grid).unwrap().unwrap();
        assert_eq!(
            found,
            Deduction::OnlyNeighbour {
                number: 2,
                square: at(&board, "c4"),
                from: clue_at(&board, "a5", 1),
                other: None,
            }
        );
        assert!(true_of_tour(&found));
        assert!(
            found
                .on(&board)
                .to_string()
                .starts_with("2 must be on c4: 1 on a5 starts the tour")
        );
    }

    #[test]
    fn only_neighbour_between_a_placed_and_a_missing_number() {
        // 8 on b3 has 7 on a1 beside it; its other neighbours hold 1, 2, 6, 11, 15, 17
        // but for c5, which must hold 9.
        let (cells, grid, board) = position(&[1, 2, 6, 7, 8, 11, 15, 17]);
        let found = only_neighbour(&cells, &grid).unwrap().unwrap();
        assert_eq!(
            found,
            Deduction::OnlyNeighbour {
                number: 9,
                square: at(&board, "c5"),
                from: clue_at(&board, "b3", 8),
                other: Some(clue_at(&board, "a1", 7)),
            }
        );
        assert!(true_of_tour(&found));
    }

    #[test]
    fn only_square_by_distance_over_empty_squares() {
        // 8 is a move from 7 on a1 (b3 or c2) and two moves from 10 on e4 over empty
        // squares (d2, holding 11, blocks the way to c2).
        let (cells, grid, board) = position(&[7, 10, 11]);
        assert_eq!(between(&cells, &grid), Ok(None));
        let marks = grid.marks(&cells, false).unwrap();
        let found = only_square(&cells, &grid, &marks).unwrap().unwrap();
        let reach = |name, number, moves| Reach {
            clue: clue_at(&board, name, number),
            moves,
        };
        assert_eq!(
            found,
            Deduction::OnlySquare {
                number: 8,
                square: at(&board, "b3"),
                before: Some(reach("a1", 7, 1)),
                after: Some(reach("e4", 10, 2)),
                ruled_out: false,
            }
        );
        assert!(true_of_tour(&found));
        assert_eq!(
            found.on(&board).to_string(),
            "8 must be on b3: it is the only empty square reachable in exactly 1 move from 7 on \
             a1 and in exactly 2 moves from 10 on e4, passing only empty squares"
        );
    }

    #[test]
    fn only_number_when_every_other_number_is_too_far() {
        // Everything given but 12 and 13: a3 is two moves from 11 (too far for 12) and
        // a move from 14, so it holds 13.
        let given: Vec<u16> = (1..=25).filter(|n| !matches!(n, 12 | 13)).collect();
        let (cells, grid, board) = position(&given);
        let marks = grid.marks(&cells, false).unwrap();
        let found = only_number(&cells, &grid, &marks).unwrap().unwrap();
        assert_eq!(
            found,
            Deduction::OnlyNumber {
                square: at(&board, "a3"),
                number: 13,
                ruled_out: false,
            }
        );
        assert!(true_of_tour(&found));
    }

    #[test]
    fn pair_fixes_a_corner_s_two_neighbours() {
        // 5 on the corner e1 has two neighbours, d3 and c2: they hold 4 and 6.
        let (cells, grid, board) = position(&[1, 5]);
        let marks = grid.marks(&cells, false).unwrap();
        let found = pair(&cells, &grid, &marks).unwrap().unwrap();
        assert_eq!(
            found,
            Deduction::Pair {
                from: clue_at(&board, "e1", 5),
                squares: [at(&board, "d3"), at(&board, "c2")],
                numbers: [4, 6],
            }
        );
        assert!(true_of_tour(&found));
    }

    #[test]
    fn cut_off_refutes_a_choice_that_strands_a_number() {
        // 5 on a5 would force 4 onto b3 (a5's only free neighbour), and then no square
        // is a move from both 2 on c4 and 4 on b3 for 3.
        let (cells, grid, board) = position(&[2, 11]);
        let marks = grid.marks(&cells, false).unwrap();
        let found = cut_offs(&cells, &grid, &marks);
        let refuted = Deduction::CutOff {
            number: 5,
            square: at(&board, "a5"),
            starved: Starved::Number(3),
        };
        assert!(found.contains(&refuted), "{found:?}");
        assert!(found.iter().all(true_of_tour));
    }

    #[test]
    fn cut_off_names_an_empty_square_left_with_nothing() {
        // 5 on e5 would leave the rest of the tour no way on: b5 could hold nothing.
        let (cells, grid, board) = position(&[2, 4]);
        let marks = grid.marks(&cells, false).unwrap();
        let found = cut_offs(&cells, &grid, &marks);
        assert!(found.contains(&Deduction::CutOff {
            number: 5,
            square: at(&board, "e5"),
            starved: Starved::Square(at(&board, "b5")),
        }));
        assert!(found.iter().all(true_of_tour));
    }
}
