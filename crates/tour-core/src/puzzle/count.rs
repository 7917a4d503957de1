//! The exact completion search: every way to fill in a puzzle, counted up to two.
//!
//! Each state works out what may go where ([`Grid::marks`]): a number of a gap between
//! two placed numbers stands within reach of both, in moves over empty squares, with the
//! colour those moves give; a number's tour neighbours stand a move away. A number with
//! a single square left, or a square with a single number left, is placed, and the marks
//! worked out again, until nothing is forced. Then the search splits on the number with
//! the fewest squares: its first square, or everything but that square. A cell or a
//! number with nowhere to go ends a branch. Nothing is pruned that a solution could use,
//! so a finished search is a proof.

use crate::progress::Progress;
use crate::square::Square;

use super::Puzzle;
use super::cells::Cells;
use super::grid::{Contradiction, Grid};

/// What the count found: no solution, exactly one, or at least two (the first two found).
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{count_solutions, Clue, Puzzle, Solutions}};
/// // 1 on a corner of 5 x 5 leaves many tours; 1 on the square next to it none at all.
/// let board = Board::new(5, 5)?;
/// let corner = Puzzle::new(board.clone(), TourKind::Open, [Clue::new(Square::new(0, 0), 1)])?;
/// assert!(matches!(count_solutions(&corner), Solutions::Several(..)));
/// let side = Puzzle::new(board, TourKind::Open, [Clue::new(Square::new(0, 1), 1)])?;
/// assert_eq!(count_solutions(&side), Solutions::None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solutions {
    /// No tour agrees with the clues.
    None,
    /// Exactly one does: its squares in tour order.
    Unique(Vec<Square>),
    /// At least two do; the first two found.
    Several(Vec<Square>, Vec<Square>),
}

impl Solutions {
    /// Whether there is exactly one solution.
    ///
    /// ```
    /// use tour_core::puzzle::Solutions;
    /// assert!(Solutions::Unique(Vec::new()).is_unique());
    /// assert_eq!(Solutions::None.count(), 0);
    /// assert_eq!(Solutions::Several(Vec::new(), Vec::new()).count(), 2);
    /// ```
    #[must_use]
    pub fn is_unique(&self) -> bool {
        matches!(self, Self::Unique(_))
    }

    /// How many solutions were found: 0, 1, or 2 standing for "two or more".
    #[must_use]
    pub fn count(&self) -> u8 {
        match self {
            Self::None => 0,
            Self::Unique(_) => 1,
            Self::Several(..) => 2,
        }
    }
}

/// The order in which the search splits: the default, or the mirror image (among
/// numbers with equally few squares the last, its squares from the last). Both count
/// the same; the second is an independent check of the first.
///
/// ```
/// use tour_core::{Board, Progress, TourKind, puzzle::{generate_puzzle, Level, SearchOrder, SolutionCounter}};
/// let made = generate_puzzle(&Board::new(6, 6)?, TourKind::Open, Level::Hard, 1)?;
/// for order in [SearchOrder::Forward, SearchOrder::Backward] {
///     let mut counter = SolutionCounter::with_order(&made.puzzle, order);
///     let Progress::Done(solutions) = counter.advance(u64::MAX) else { unreachable!() };
///     assert!(solutions.is_unique());
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SearchOrder {
    /// The smallest number first, its squares in board order.
    #[default]
    Forward,
    /// The largest number first, its squares in reverse board order.
    Backward,
}

/// What working out a state's forced numbers ended in.
enum Settled {
    /// No solution from here.
    Dead,
    /// Every number placed: a solution.
    Solved,
    /// Nothing more is forced: split on `number` standing on `cell` or not.
    Split { number: u16, cell: usize },
}

/// Counts a puzzle's solutions, stopping at two: a resumable stepper.
///
/// ```
/// use tour_core::{Board, Progress, Square, TourKind, puzzle::{Clue, Puzzle, SolutionCounter}};
/// let clues = [(0, 0, 1), (1, 2, 2), (0, 4, 3), (2, 3, 4), (4, 4, 5), (3, 2, 6)]
///     .map(|(r, c, n)| Clue::new(Square::new(r, c), n));
/// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, clues)?;
/// let mut counter = SolutionCounter::new(&puzzle);
/// let solutions = loop {
///     if let Progress::Done(solutions) = counter.advance(10) {
///         break solutions;
///     }
/// };
/// assert_eq!(solutions.count(), 2);
/// assert!(counter.positions() > 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct SolutionCounter {
    cells: Cells,
    order: SearchOrder,
    /// States still to explore, the next on top.
    stack: Vec<Grid>,
    found: Vec<Vec<Square>>,
    positions: u64,
    result: Option<Solutions>,
}

impl SolutionCounter {
    /// A count of `puzzle`'s solutions in the default order.
    #[must_use]
    pub fn new(puzzle: &Puzzle) -> SolutionCounter {
        Self::with_order(puzzle, SearchOrder::Forward)
    }

    /// A count of `puzzle`'s solutions, splitting in `order`.
    #[must_use]
    pub fn with_order(puzzle: &Puzzle, order: SearchOrder) -> SolutionCounter {
        let cells = Cells::new(puzzle.board());
        let grid = Grid::new(puzzle, &cells);
        // A closed tour needs at least three squares to return to its start.
        let possible = !puzzle.is_closed() || puzzle.numbers() >= 3;
        SolutionCounter {
            order,
            stack: if possible { vec![grid] } else { Vec::new() },
            found: Vec::new(),
            positions: 0,
            result: None,
            cells,
        }
    }

    /// States examined so far: the search's unit of work (each works out its forced
    /// numbers).
    #[must_use]
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// Examines at most `steps` states: `Done` with the solutions once the search has
    /// finished or found two, `Running` while it has not.
    pub fn advance(&mut self, steps: u64) -> Progress<Solutions> {
        for _ in 0..steps {
            if self.result.is_some() {
                break;
            }
            self.step();
        }
        match &self.result {
            Some(solutions) => Progress::Done(solutions.clone()),
            None => Progress::Running,
        }
    }

    /// Examines the state on top of the stack.
    fn step(&mut self) {
        let Some(mut grid) = self.stack.pop() else {
            self.result = Some(self.solutions());
            return;
        };
        self.positions += 1;
        match self.settle(&mut grid) {
            Settled::Dead => {}
            Settled::Solved => {
                self.found.push(grid.route(&self.cells));
                if self.found.len() == 2 {
                    self.result = Some(self.solutions());
                }
            }
            Settled::Split { number, cell } => {
                let mut without = grid.clone();
                without.rule_out(cell, bits_of(number));
                self.stack.push(without);
                grid.place(number, cell);
                self.stack.push(grid);
            }
        }
    }

    /// Places every forced number, again and again; then says how the state stands.
    fn settle(&self, grid: &mut Grid) -> Settled {
        loop {
            if grid.is_complete() {
                return if grid.is_tour(&self.cells) {
                    Settled::Solved
                } else {
                    Settled::Dead
                };
            }
            match self.force(grid) {
                Err(Contradiction) => return Settled::Dead,
                Ok(Some(split)) => return split,
                Ok(None) => {}
            }
        }
    }

    /// One round: the marks, then every single placed. `Ok(None)` if something was
    /// placed (another round follows), else the split.
    fn force(&self, grid: &mut Grid) -> Result<Option<Settled>, Contradiction> {
        let marks = grid.marks(&self.cells, true)?;
        let mut placed = false;
        for number in 1..=grid.numbers() {
            let squares = marks.by_number[usize::from(number)];
            if grid.cell_of(number).is_some() || squares.len() != 1 {
                continue;
            }
            let cell = squares.first().ok_or(Contradiction)?;
            if grid.number_on(cell).is_some() {
                return Err(Contradiction);
            }
            grid.place(number, cell);
            placed = true;
        }
        for cell in marks_cells(&marks, grid) {
            let Some(number) = marks.by_cell[cell].first() else {
                continue;
            };
            let number = number as u16;
            if grid.cell_of(number).is_some() {
                return Err(Contradiction);
            }
            grid.place(number, cell);
            placed = true;
        }
        if placed {
            return Ok(None);
        }
        let numbers = 1..=grid.numbers();
        let open = |number: &u16| grid.cell_of(*number).is_none();
        let size = |number: &u16| marks.by_number[usize::from(*number)].len();
        let number = match self.order {
            SearchOrder::Forward => numbers.filter(open).min_by_key(size),
            SearchOrder::Backward => numbers.rev().filter(open).min_by_key(size),
        }
        .ok_or(Contradiction)?;
        let squares = marks.by_number[usize::from(number)];
        let cell = match self.order {
            SearchOrder::Forward => squares.first(),
            SearchOrder::Backward => squares.iter().last(),
        }
        .ok_or(Contradiction)?;
        Ok(Some(Settled::Split { number, cell }))
    }

    /// What has been found so far.
    fn solutions(&self) -> Solutions {
        match self.found.as_slice() {
            [] => Solutions::None,
            [one] => Solutions::Unique(one.clone()),
            [first, second, ..] => Solutions::Several(first.clone(), second.clone()),
        }
    }
}

/// The empty cells with a single number left.
fn marks_cells(marks: &super::grid::Marks, grid: &Grid) -> Vec<usize> {
    grid.empty()
        .iter()
        .filter(|&cell| marks.by_cell[cell].len() == 1)
        .collect()
}

/// `{number}`.
fn bits_of(number: u16) -> super::bits::Bits {
    let mut bits = super::bits::Bits::EMPTY;
    bits.insert(usize::from(number));
    bits
}

/// Counts `puzzle`'s solutions to the end (stopping at two).
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Square, TourKind, puzzle::{count_solutions, Clue, Puzzle}};
/// let run = Algorithm::Warnsdorff.solve(Board::new(5, 5)?, Square::new(0, 0), MoveOrder::GOSSIP)?;
/// // Every square a clue: exactly one solution, the tour itself.
/// let clues = run.path().iter().zip(1..).map(|(&square, number)| Clue::new(square, number));
/// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, clues)?;
/// assert_eq!(count_solutions(&puzzle), tour_core::puzzle::Solutions::Unique(run.path().to_vec()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn count_solutions(puzzle: &Puzzle) -> Solutions {
    let mut counter = SolutionCounter::new(puzzle);
    loop {
        if let Progress::Done(solutions) = counter.advance(u64::MAX) {
            return solutions;
        }
    }
}
