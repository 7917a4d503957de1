//! The code panel's parameter: `code=1` shows the algorithm's
//! pseudocode beside the board, in an embed too.

use super::notice::Problem;
use super::params::{Param, ParamDef, flag, read_flag};
use crate::model::Mode;

/// `code=1`: the panel shows the run watched, so only watch mode takes it.
const CODE: ParamDef = ParamDef {
    param: Param::Code,
    name: "code",
    default: "0",
    read: |text, address| {
        let code = &mut address.settings.overlays.code;
        read_flag(text, code)?;
        if *code && address.mode != Mode::Watch {
            *code = false;
            return Err(Problem::OnlyIn(Mode::Watch));
        }
        Ok(())
    },
    write: |state| flag(state.settings.overlays.code && state.mode == Mode::Watch),
};

/// `base` with `code` last; `M` is one more than `N`.
pub const fn appended<const N: usize, const M: usize>(base: [ParamDef; N]) -> [ParamDef; M] {
    assert!(M == N + 1, "room for exactly one more");
    let mut all = [CODE; M];
    let mut i = 0;
    while i < N {
        all[i] = base[i];
        i += 1;
    }
    all
}
