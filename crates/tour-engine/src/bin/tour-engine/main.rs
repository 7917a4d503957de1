//! The engine's entry point: in a Web Worker it answers the jobs posted to it, each run
//! to its end (the page terminates the worker to stop one); on the page's own thread,
//! where no worker can start, the page hands it a message port and it runs each job in
//! short slices, so the page keeps answering. Natively there is nothing to serve: the
//! jobs are tested through `tour_engine::run`.
#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
mod serve;

fn main() {
    // A panic's message and stack go to the console, as the page's do; the panic then
    // traps the module, which the pool hears as the worker's (or the hidden frame's)
    // error, loses the job and starts a fresh engine.
    #[cfg(target_arch = "wasm32")]
    console_error_panic_hook::set_once();
    #[cfg(target_arch = "wasm32")]
    serve::in_worker();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("tour-engine runs in a browser, as the Knight's Tour page's Web Worker");
}
