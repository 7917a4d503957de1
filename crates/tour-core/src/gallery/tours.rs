//! The gallery's data, oldest first. Each board is copied number for number from the
//! page named in its `url` (top row first, as printed there); nothing is corrected: a
//! board that does not validate is left out of the gallery, not mended.

use super::{Entry, Stated};
use crate::route::TourKind;
use crate::study::Halves;

/// What a source states; no tour here is stated to be magic or filled half by half
/// unless marked with [`halves`].
const fn stated(kind: TourKind, semi_magic: bool, half_turn: bool) -> Stated {
    Stated {
        kind,
        semi_magic,
        magic: false,
        half_turn,
        bisected: None,
    }
}

/// `stated` for a tour its source describes as made or walked half by half.
const fn halves(stated: Stated, halves: Halves) -> Stated {
    Stated {
        bisected: Some(halves),
        ..stated
    }
}

/// Every entry, oldest first.
pub(super) const TOURS: [Entry; 12] = [
    Entry {
        id: "rudrata",
        author: "Rudrata",
        year: 850,
        circa: true,
        rows: 4,
        cols: 8,
        board: "
 1 30  9 20  3 24 11 26
16 19  2 29 10 27  4 23
31  8 17 14 21  6 25 12
18 15 32  7 28 13 22  5
",
        source: "Rudrata, Kavyalankara 5.15, a verse of 32 syllables (turagapada-bandha, \
                 'arrangement in the steps of a horse'); the order is given by Namisadhu's \
                 commentary as a mnemonic verse",
        url: "https://gssmurthy.blogspot.com/2016/01/rudrata-and-his-knights-move-verse.html",
        note: Some(
            "Dated only to the 9th century. The commentary's mnemonic, as printed, repeats one \
             letter and lacks another; the page corrects it before reading the order. The \
             same numbering is printed for Vedanta Desika's Paduka Sahasram, verses 929-930 \
             (14th century): https://mukundapriya.blogspot.com/2022/08/chaturanga-turanga-bandham.html",
        ),
        title: "Rudrata's half-board tour",
        why: "The oldest knight's tour known, hidden in a Sanskrit verse that reads the same \
                 when its syllables are taken in the knight's order.",
        stated: stated(TourKind::Open, false, false),
    },
    Entry {
        id: "euler-1759-half-board",
        author: "Leonhard Euler",
        year: 1759,
        circa: false,
        rows: 4,
        cols: 8,
        board: "
22  7 32  1 24 13 18 15
31  2 23  6 19 16 27 12
 8 21  4 29 10 25 14 17
 3 30  9 20  5 28 11 26
",
        source: "Euler, 'Solution d'une question curieuse qui ne paroit soumise a aucune \
                 analyse', Memoires de l'Academie royale des sciences et belles-lettres de \
                 Berlin, annee 1759, vol. 15 (printed 1766), pp. 310-337; the half board as \
                 reported in Legendre, Zahlentheorie (German by H. Maser, 1893), vol. 2, \
                 section 18, p. 159",
        url: "https://quod.lib.umich.edu/u/umhistmath/acl7475.0002.001/172?rgn=full+text&view=pdf",
        note: Some(
            "The lower half of the next entry, printed on its own by Legendre as the half \
             Euler fits the other half to.",
        ),
        title: "Euler's half-board tour",
        why: "Euler's first step: half the board toured on its own, so that a copy of it \
                 can be fitted to the other half.",
        stated: stated(TourKind::Open, false, false),
    },
    Entry {
        id: "euler-1759-halves",
        author: "Leonhard Euler",
        year: 1759,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
58 43 60 37 52 41 62 35
49 46 57 42 61 36 53 40
44 59 48 51 38 55 34 63
47 50 45 56 33 64 39 54
22  7 32  1 24 13 18 15
31  2 23  6 19 16 27 12
 8 21  4 29 10 25 14 17
 3 30  9 20  5 28 11 26
",
        source: "Euler, Memoires de l'Academie royale des sciences et belles-lettres de Berlin, \
                 annee 1759 (printed 1766), pp. 310-337; as reported in Legendre, \
                 Zahlentheorie (German by H. Maser, 1893), vol. 2, section 18, p. 159",
        url: "https://quod.lib.umich.edu/u/umhistmath/acl7475.0002.001/172?rgn=full+text&view=pdf",
        note: Some(
            "The upper half is the lower half's numbers plus 32, turned through a half-turn, \
             so squares opposite each other across the centre differ by 32. Popular books \
             show a different symmetric closed tour as Euler's (entry euler-gardner).",
        ),
        title: "Euler's tour in two halves",
        why: "Two half-board tours joined into one closed tour, opposite squares always 32 \
                 apart: a tour made by a method, not found by trial.",
        // Legendre's report: the upper half is the lower half renumbered, 33 to 64.
        stated: halves(stated(TourKind::Closed, false, true), Halves::TopBottom),
    },
    Entry {
        id: "euler-1759-reentrant",
        author: "Leonhard Euler",
        year: 1759,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
58 43 60 37 52 41 62 35
49 46 57 42 61 36 53 40
44 59 48 51 38 55 34 63
47 50 45 56 33 64 39 54
22  9 32 15 24  3 18  1
31 14 23 10 19 16 27  4
 8 21 12 29  6 25  2 17
13 30  7 20 11 28  5 26
",
        source: "Euler, Memoires de l'Academie royale des sciences et belles-lettres de Berlin, \
                 annee 1759 (printed 1766); as reported in Legendre, Zahlentheorie (German by \
                 H. Maser, 1893), vol. 2, section 18, p. 159",
        url: "https://quod.lib.umich.edu/u/umhistmath/acl7475.0002.001/172?rgn=full+text&view=pdf",
        note: Some(
            "Derived from euler-1759-halves: square 1 is a knight's move from 16, so the \
             stretch 1 to 15 is walked backwards and renumbered; the upper half is unchanged.",
        ),
        title: "Euler's tour with a stretch reversed",
        why: "Walking part of a route backwards moves its end: Euler's rule for turning one \
                 tour into another, still the way open tours are closed.",
        // Legendre's report: only the lower half's stretch 1 to 15 is renumbered.
        stated: halves(stated(TourKind::Closed, false, false), Halves::TopBottom),
    },
    Entry {
        id: "euler-gardner",
        author: "Leonhard Euler (as attributed by Martin Gardner)",
        year: 1759,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
37 62 43 56 35 60 41 50
44 55 36 61 42 49 34 59
63 38 53 46 57 40 51 48
54 45 64 39 52 47 58 33
 1 26 15 20  7 32 13 22
16 19  8 25 14 21  6 31
27  2 17 10 29  4 23 12
18  9 28  3 24 11 30  5
",
        source: "Martin Gardner, Mathematical Magic Show (1989), ch. 14, fig. 86, p. 191, \
                 attributed there to Euler (1759); OEIS A226697",
        url: "https://oeis.org/A226697",
        note: Some(
            "Not the symmetric tour Legendre reports from Euler's paper (euler-1759-halves): \
             both are closed and symmetric under a half-turn, but they are different tours, \
             even turned or reflected.",
        ),
        title: "Euler's symmetric tour, as Gardner shows it",
        why: "The closed tour popular books show as Euler's: the lower half first, and the \
                 same after a half-turn of the board.",
        // Gardner's figure, as the why says: 1 to 32 in the lower half, then the upper.
        stated: halves(stated(TourKind::Closed, false, true), Halves::TopBottom),
    },
    Entry {
        id: "seed-000-warnsdorff",
        author: "H. C. von Warnsdorff (rule); seed 000's program",
        year: 1823,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
56 11 58 31 54 13 18 33
47 30 55 12 59 32 53 14
10 57 48 63 50 17 34 19
29 46 41 60 39 62 15 52
42  9 64 49 16 51 20 35
25 28 45 40 61 38  1  4
 8 43 26 23  6  3 36 21
27 24  7 44 37 22  5  2
",
        source: "Warnsdorff's rule (1823) as seed 000 programs it: seed text \
                 000_96e474a24c9fd1cd.txt, '騎士走棋盤' (Algorithm Gossip), whose C program \
                 starts at (5,6), g3, tries moves in the order (-2,1) (-1,2) (1,2) (2,1) \
                 (2,-1) (1,-2) (-1,-2) (-2,-1) and keeps the first of equal counts",
        url: "shared/seeds/000_96e474a24c9fd1cd.txt",
        note: Some(
            "The seed prints the program, not its output: this board is what that program \
             prints, as this product's warnsdorff with the gossip order gives it from g3 (a \
             test runs it). Warnsdorff's own text and the square it starts from were not \
             found.",
        ),
        title: "Warnsdorff's rule from g3 (seed 000)",
        why: "Always moving to the square with the fewest onward moves tours the board \
                 without ever going back, as Warnsdorff proposed in 1823.",
        stated: stated(TourKind::Open, false, false),
    },
    Entry {
        id: "gouraud-1845",
        author: "Francis Fauvel Gouraud (after Euler, as the page says)",
        year: 1845,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
 1 52 15 34  3 50 17 36
14 33  2 51 16 35  4 49
53 64 31 24 29 26 37 18
32 13 62 27 60 23 48  5
63 54 11 30 25 28 19 38
12 43 56 61 22 59  6 47
55 10 41 58 45  8 39 20
42 57 44  9 40 21 46  7
",
        source: "Francis Fauvel Gouraud, Phreno-Mnemotechny (New York, 1845), where the tour \
                 is numbered square by square to be learnt by heart",
        url: "http://users.erols.com/jbirch/rlb/nitetour.htm",
        note: Some(
            "The page calls the sequence Euler's; it names no figure of Euler's paper, and \
             the tour is not among the three Legendre reports.",
        ),
        title: "Gouraud's tour to learn by heart",
        why: "Printed in a book of memory training, a closed tour to recite blindfold as a \
                 feat, long before tours were computed.",
        stated: stated(TourKind::Closed, false, false),
    },
    Entry {
        id: "beverley-1848",
        author: "William Beverley",
        year: 1848,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
 1 30 47 52  5 28 43 54
48 51  2 29 44 53  6 27
31 46 49  4 25  8 55 42
50  3 32 45 56 41 26  7
33 62 15 20  9 24 39 58
16 19 34 61 40 57 10 23
63 14 17 36 21 12 59 38
18 35 64 13 60 37 22 11
",
        source: "William Beverley, The London, Edinburgh and Dublin Philosophical Magazine, \
                 April 1848; history in G. P. Jelliss, History of Magic Knight's Tours, \
                 https://mayhematics.com/t/1d.htm",
        url: "https://www.johndcook.com/blog/magic_knight/",
        note: Some(
            "The page read prints this board transposed (its rows are these columns) and \
             calls it Euler's; Jelliss's history says Euler made no magic tour of the 8x8 \
             board and dates Beverley's composition to 1847, its publication to 1848. The \
             diagonals add up to 282 and 210.",
        ),
        title: "Beverley's semi-magic tour",
        why: "The first knight's tour whose every row and every column adds up to 260.",
        stated: stated(TourKind::Open, true, false),
    },
    Entry {
        id: "dudeney-1917",
        author: "Henry Ernest Dudeney",
        year: 1917,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
46 55 44 19 58  9 22  7
43 18 47 56 21  6 59 10
54 45 20 41 12 57  8 23
17 42 53 48  5 24 11 60
52  3 32 13 40 61 34 25
31 16 49  4 33 28 37 62
 2 51 14 29 64 39 26 35
15 30  1 50 27 36 63 38
",
        source: "H. E. Dudeney, Amusements in Mathematics (1917), 'The Magic Knight's Tour', \
                 solution",
        url: "https://mathpuzzle.ca/PuzzleAnswers/The-Magic-Knights-Tour.html",
        note: Some(
            "The diagonals add up to 264 and 256. MathWorld credits a tour with these \
             diagonal sums to Francony (1882) (quoted at \
             https://alt.math.recreational.narkive.com/vwWZIrZW/knight-s-tour-magic-square), \
             without the numbers, so whether it is this tour could not be checked.",
        ),
        title: "Dudeney's closed semi-magic tour",
        why: "Closed as well as semi-magic, with diagonals 4 from 260 each way; Dudeney \
                 doubted a fully magic tour exists, and a computer search in 2003 found none.",
        stated: stated(TourKind::Closed, true, false),
    },
    Entry {
        id: "seed-002-8x8",
        author: "iThome 2019 Ironman series, day 29 (seed 002)",
        year: 2019,
        circa: false,
        rows: 8,
        cols: 8,
        board: "
 1  4 27 42 53  6  9 12
26 43  2  5 46 11 52  7
 3 28 45 54 41  8 13 10
44 25 58 61 64 47 40 51
29 60 55 48 57 50 63 14
24 19 22 59 62 37 34 39
21 30 17 56 49 32 15 36
18 23 20 31 16 35 38 33
",
        source: "Seed text 002_7c5bd54c23197683.txt, 'Day29- 經典騎士漫步問題' (iThome \
                 鐵人賽, 2019), printed twice: as the example and as the output of its \
                 edge-first backtracking from the top left corner",
        url: "shared/seeds/002_7c5bd54c23197683.txt",
        note: Some(
            "The text also prints a 50-move board from plain backtracking; that is not a \
             tour and is not included.",
        ),
        title: "Backtracking from the corner (seed 002)",
        why: "What the teaching text's backtracking finds once it tries the squares nearest \
                 the edge first, after plain backtracking ran without end.",
        stated: stated(TourKind::Open, false, false),
    },
    Entry {
        id: "seed-002-9x10",
        author: "iThome 2019 Ironman series, day 29 (seed 002)",
        year: 2019,
        circa: false,
        rows: 9,
        cols: 10,
        board: "
 1  4  7 10 43 86 63 36 41 38
 8 11  2  5 62 75 42 39 64 35
 3  6  9 44 85 78 87 74 37 40
12 45 58 61 80 83 76 89 34 65
57 60 81 84 77 88 79 68 73 90
46 13 56 59 82 69 72 31 66 33
19 16 49 70 55 52 67 28 25 30
14 47 18 21 50 71 54 23 32 27
17 20 15 48 53 22 51 26 29 24
",
        source: "Seed text 002_7c5bd54c23197683.txt, 'Day29- 經典騎士漫步問題' (iThome \
                 鐵人賽, 2019): the largest board its edge-first backtracking solved",
        url: "shared/seeds/002_7c5bd54c23197683.txt",
        note: None,
        title: "A 9x10 tour by backtracking (seed 002)",
        why: "The largest board the text's edge-first backtracking solved, the same method \
                 carried from the chessboard to rectangles.",
        stated: stated(TourKind::Open, false, false),
    },
    Entry {
        id: "kumar-4x14",
        author: "Awani Kumar",
        year: 2019,
        circa: false,
        rows: 4,
        cols: 14,
        board: "
 1 54 25 32  5 36 23 50 19 44  9 40 15 46
28 31  4 53 24 51 20 35  8 39 14 45 10 41
55  2 29 26 33  6 37 22 49 18 43 12 47 16
30 27 56  3 52 21 34  7 38 13 48 17 42 11
",
        source: "OEIS A330610 (Awani Kumar, December 2019), example; after A. Kumar, Studies \
                 in Tours of Knight on Rectangular Boards, arXiv:1802.09340 (2018)",
        url: "https://oeis.org/A330610",
        note: Some(
            "Read through a mirror of the OEIS page. Every column adds up to 114; the rows \
             to 399 and 399 plus or minus 4 ('near-magic' in the entry's words).",
        ),
        title: "Kumar's near-magic tour of 4x14",
        why: "On a board where no magic tour exists, every column still adds up to 114 and \
                 no row misses 399 by more than 4.",
        stated: stated(TourKind::Open, false, false),
    },
];
