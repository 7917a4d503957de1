//! [`Shared`]: data the state and the views hold by reference, compared by identity.

use std::fmt;
use std::ops::Deref;
use std::rc::Rc;

/// A value shared by reference counting whose equality is identity: two `Shared` are
/// equal when they point at the same value. Routes hold up to a million squares and
/// search records two million events, so comparing props or states by content would
/// walk them on every playback tick; comparing pointers is constant time. A new value
/// is always a new `Shared`, so "unchanged" means "the same allocation".
pub struct Shared<T: ?Sized>(Rc<T>);

impl<T> Shared<T> {
    /// Shares `value`.
    pub fn new(value: T) -> Self {
        Shared(Rc::new(value))
    }
}

impl<T: ?Sized> Shared<T> {
    /// The address of the shared value: a run's identity for the host messages.
    pub fn id(&self) -> usize {
        Rc::as_ptr(&self.0).cast::<()>() as usize
    }
}

impl<T: ?Sized> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T: ?Sized> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T: ?Sized> Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: ?Sized> fmt::Debug for Shared<T> {
    // The value may be a million squares long; its address identifies it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Shared({:#x})", self.id())
    }
}

impl<T> From<Vec<T>> for Shared<[T]> {
    fn from(items: Vec<T>) -> Self {
        Shared(Rc::from(items))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_means_the_same_value_not_an_equal_one() {
        let a = Shared::new(vec![1, 2, 3]);
        let b = Shared::new(vec![1, 2, 3]);
        assert_eq!(a, a.clone());
        assert_ne!(a, b);
        assert_eq!(*a, *b);
    }
}
