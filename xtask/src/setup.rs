//! Installs what the build and tests need, checking versions first so a warm machine
//! skips every install. Only registries are used (crates.io, npm, Debian): nothing
//! downloads its own binaries.

use std::path::Path;

use crate::command::{Failure, output, run, step};
use crate::root;

/// The trunk release that builds with the pinned toolchain.
const TRUNK_VERSION: &str = "0.21.14";

/// Where the browser tests expect Chromium unless `CHROMIUM` says otherwise.
const CHROMIUM: &str = "/usr/bin/chromium";

/// Every install, in order.
pub fn all() -> Result<(), Failure> {
    step("setup: checking tools (installs only what is missing)");
    wasm_target()?;
    trunk()?;
    wasm_bindgen()?;
    node_packages()?;
    chromium()?;
    cjk_font()
}

/// Adds the wasm32-unknown-unknown target unless rustup lists it as installed.
fn wasm_target() -> Result<(), Failure> {
    let installed = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if installed
        .lines()
        .any(|line| line == "wasm32-unknown-unknown")
    {
        println!("ok: wasm32-unknown-unknown target");
        return Ok(());
    }
    run(
        "rustup",
        &["target", "add", "wasm32-unknown-unknown"],
        &root(),
        &[],
    )
}

/// Installs trunk [`TRUNK_VERSION`] from crates.io unless `trunk --version` reports it.
fn trunk() -> Result<(), Failure> {
    let wanted = format!("trunk {TRUNK_VERSION}");
    if output("trunk", &["--version"]).as_deref() == Some(wanted.as_str()) {
        println!("ok: {wanted}");
        return Ok(());
    }
    println!("installing {wanted} (about 12 minutes on 2 cores)");
    run(
        "cargo",
        &["install", "trunk", "--version", TRUNK_VERSION, "--locked"],
        &root(),
        &[],
    )
}

/// Installs wasm-bindgen-cli at the `wasm-bindgen` version of Cargo.lock unless
/// `wasm-bindgen --version` reports it (the CLI and the library must match exactly).
fn wasm_bindgen() -> Result<(), Failure> {
    let version = locked_version("wasm-bindgen")?;
    let wanted = format!("wasm-bindgen {version}");
    if output("wasm-bindgen", &["--version"]).as_deref() == Some(wanted.as_str()) {
        println!("ok: {wanted} (matches Cargo.lock)");
        return Ok(());
    }
    println!("installing wasm-bindgen-cli {version} (about 6 minutes)");
    // Not --locked: the CLI's own lockfile pins a crate the registry no longer has.
    let exact = format!("={version}");
    run(
        "cargo",
        &[
            "install",
            "wasm-bindgen-cli",
            "--version",
            &exact,
            "--force",
        ],
        &root(),
        &[],
    )
}

/// The version of `package` recorded in the workspace's Cargo.lock.
fn locked_version(package: &str) -> Result<String, Failure> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|error| Failure(format!("cannot read Cargo.lock: {error}")))?;
    version_in_lock(&lock, package)
        .ok_or_else(|| Failure(format!("Cargo.lock has no {package} package")))
}

/// The version of `package` in the text of a Cargo.lock: the `version` line that follows
/// its `name` line.
fn version_in_lock(lock: &str, package: &str) -> Option<String> {
    let name_line = format!("name = \"{package}\"");
    let mut lines = lock.lines().map(str::trim);
    while let Some(line) = lines.next() {
        if line == name_line {
            let version = lines.next().and_then(|next| {
                next.strip_prefix("version = \"")
                    .and_then(|rest| rest.strip_suffix('"'))
            });
            if let Some(version) = version {
                return Some(version.to_owned());
            }
        }
    }
    None
}

/// The oldest Node.js major version the test packages support (playwright-core's
/// `engines`).
const NODE_MAJOR: u32 = 20;

/// Checks that node (recent enough) and npm exist, then runs `npm ci` in tests/ unless
/// its packages are installed, up to date and at the versions package.json pins
/// (@playwright/test, playwright-core, @axe-core/playwright, binaryen).
fn node_packages() -> Result<(), Failure> {
    let node = output("node", &["--version"]);
    match node.as_deref().and_then(node_major) {
        Some(major) if major >= NODE_MAJOR => println!("ok: node {}", node.unwrap_or_default()),
        _ => {
            return Err(Failure(format!(
                "the browser tests need Node.js {NODE_MAJOR} or newer with npm (found: {}; \
                 Debian: apt-get install nodejs npm)",
                node.as_deref().unwrap_or("no node")
            )));
        }
    }
    match output("npm", &["--version"]) {
        Some(version) => println!("ok: npm {version}"),
        None => {
            return Err(Failure(
                "npm not found (Debian: apt-get install npm)".to_owned(),
            ));
        }
    }
    let tests = root().join("tests");
    if up_to_date(&tests) && installed_as_pinned(&tests) {
        println!(
            "ok: npm packages of tests/ (@playwright/test, playwright-core, @axe-core/playwright, binaryen)"
        );
        return Ok(());
    }
    run("npm", &["ci", "--no-audit", "--no-fund"], &tests, &[])
}

/// The major version in `node --version`'s output (`v20.20.2` is 20).
fn node_major(version: &str) -> Option<u32> {
    version.strip_prefix('v')?.split('.').next()?.parse().ok()
}

/// Whether `npm ci` has run since package-lock.json last changed.
fn up_to_date(tests: &Path) -> bool {
    let modified = |path: &Path| {
        std::fs::metadata(path)
            .and_then(|meta| meta.modified())
            .ok()
    };
    let installed = modified(&tests.join("node_modules").join(".package-lock.json"));
    let wanted = modified(&tests.join("package-lock.json"));
    matches!((installed, wanted), (Some(installed), Some(wanted)) if installed >= wanted)
}

/// Whether every devDependency of tests/package.json is in node_modules at exactly the
/// version pinned there (asked of node, which reads the JSON).
fn installed_as_pinned(tests: &Path) -> bool {
    const CHECK: &str = "\
        const fs = require('fs'); const path = require('path'); const dir = process.argv[1];\
        const wanted = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'))).devDependencies;\
        for (const [name, version] of Object.entries(wanted)) {\
          const file = path.join(dir, 'node_modules', name, 'package.json');\
          if (!fs.existsSync(file) || JSON.parse(fs.readFileSync(file)).version !== version) process.exit(1);\
        }";
    let dir = tests.display().to_string();
    output("node", &["-e", CHECK, &dir]).is_some()
}

/// Installs Debian's Chromium unless it is at `CHROMIUM` (default [`CHROMIUM`]).
fn chromium() -> Result<(), Failure> {
    let path = std::env::var("CHROMIUM").unwrap_or_else(|_| CHROMIUM.to_owned());
    if Path::new(&path).exists() {
        println!("ok: Chromium at {path}");
        return Ok(());
    }
    apt_install(&["chromium", "chromium-driver"])
}

/// A font with Chinese glyphs, so the browser tests' screenshots of the zh-Hant and
/// zh-Hans interface are readable (visitors' systems have their own).
fn cjk_font() -> Result<(), Failure> {
    let fonts = output("fc-list", &[":lang=zh", "family"]).unwrap_or_default();
    if !fonts.trim().is_empty() {
        println!(
            "ok: a Chinese font ({})",
            fonts.lines().next().unwrap_or_default()
        );
        return Ok(());
    }
    apt_install(&["fonts-wqy-microhei"])
}

/// Installs Debian packages with apt-get: directly as root, else through sudo when the
/// machine has it, else fails saying what to install.
pub fn apt_install(packages: &[&str]) -> Result<(), Failure> {
    println!("installing {} from Debian", packages.join(", "));
    let root_user = output("id", &["-u"]).as_deref() == Some("0");
    let (program, prefix): (&str, &[&str]) = if root_user {
        ("apt-get", &[])
    } else if output("sudo", &["--version"]).is_some() {
        ("sudo", &["apt-get"])
    } else {
        return Err(Failure(format!(
            "{} missing, and this user is not root and has no sudo; as root run: \
             apt-get update && apt-get install -y {}",
            packages.join(" and "),
            packages.join(" ")
        )));
    };
    let env = [("DEBIAN_FRONTEND", "noninteractive")];
    let update: Vec<&str> = prefix.iter().copied().chain(["update"]).collect();
    run(program, &update, &root(), &env)?;
    let install: Vec<&str> = prefix
        .iter()
        .copied()
        .chain(["install", "-y"])
        .chain(packages.iter().copied())
        .collect();
    run(program, &install, &root(), &env)
}

#[cfg(test)]
mod tests {
    use super::version_in_lock;

    const LOCK: &str = r#"
[[package]]
name = "wasm-bindgen-macro"
version = "0.2.99"

[[package]]
name = "wasm-bindgen"
version = "0.2.130"
source = "registry+https://github.com/rust-lang/crates.io-index"
"#;

    #[test]
    fn reads_the_node_major_version() {
        assert_eq!(super::node_major("v20.20.2"), Some(20));
        assert_eq!(super::node_major("v18.0.0"), Some(18));
        assert_eq!(super::node_major("20.1.0"), None);
    }

    #[test]
    fn finds_the_exact_package_not_a_prefix() {
        assert_eq!(
            version_in_lock(LOCK, "wasm-bindgen").as_deref(),
            Some("0.2.130")
        );
        assert_eq!(version_in_lock(LOCK, "trunk"), None);
    }

    #[test]
    fn reads_this_workspace_lock() {
        let lock = std::fs::read_to_string(crate::root().join("Cargo.lock")).unwrap();
        assert!(version_in_lock(&lock, "wasm-bindgen").is_some());
    }
}
