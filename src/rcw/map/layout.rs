//! Where the map's places are drawn: the positions the file gives, and
//! for places without one a layout worked out once (a spring layout from
//! a circle, the same every time for the same map), all in the unit
//! square.

use super::Map;

/// A point of the unit square, `[x, y]` with y down.
pub type At = [f32; 2];

impl Map {
    /// Every place's position in the unit square: as the file gives it
    /// (scaled together), else laid out around the places that have one.
    pub fn layout(&self) -> Vec<At> {
        let n = self.places().len();
        let given: Vec<Option<At>> = self
            .places()
            .iter()
            .map(|p| p.at.map(|(x, y)| [x as f32, y as f32]))
            .collect();
        let mut at: Vec<At> = fit(&given
            .iter()
            .map(|g| g.unwrap_or([0.0, 0.0]))
            .collect::<Vec<_>>());
        if given.iter().all(Option::is_some) {
            return at;
        }
        // The free places start on a circle, in the map's order.
        for (i, g) in given.iter().enumerate() {
            if g.is_none() {
                let a = std::f32::consts::TAU * i as f32 / n.max(1) as f32;
                at[i] = [0.5 + 0.4 * a.cos(), 0.5 + 0.4 * a.sin()];
            }
        }
        let pairs = self.connections();
        let k = (1.0 / n.max(1) as f32).sqrt();
        // Fewer rounds for a large map: the layout stays quick (each
        // round weighs every pair of places).
        let rounds = (400_000 / (n * n).max(1)).clamp(10, 150);
        for round in 0..rounds {
            let heat = 0.1 * (1.0 - round as f32 / rounds as f32) + 0.002;
            let mut push = vec![[0.0f32; 2]; n];
            for i in 0..n {
                for j in (i + 1)..n {
                    let d = [at[i][0] - at[j][0], at[i][1] - at[j][1]];
                    let len = (d[0] * d[0] + d[1] * d[1]).sqrt().max(1e-4);
                    let f = k * k / len;
                    for (c, dc) in d.iter().enumerate() {
                        push[i][c] += dc / len * f;
                        push[j][c] -= dc / len * f;
                    }
                }
            }
            for &(i, j) in &pairs {
                let d = [at[i][0] - at[j][0], at[i][1] - at[j][1]];
                let len = (d[0] * d[0] + d[1] * d[1]).sqrt().max(1e-4);
                let f = len * len / k;
                for (c, dc) in d.iter().enumerate() {
                    push[i][c] -= dc / len * f;
                    push[j][c] += dc / len * f;
                }
            }
            for i in 0..n {
                if given[i].is_some() {
                    continue;
                }
                let len = (push[i][0] * push[i][0] + push[i][1] * push[i][1])
                    .sqrt()
                    .max(1e-6);
                let step = len.min(heat);
                at[i][0] = (at[i][0] + push[i][0] / len * step).clamp(0.0, 1.0);
                at[i][1] = (at[i][1] + push[i][1] / len * step).clamp(0.0, 1.0);
            }
        }
        fit(&at)
    }
}

impl Map {
    /// The map with the places `dropped` drawn where they were dropped
    /// (points of [`Map::layout`]'s square). When every place has a
    /// position, only those dropped change, put back in the file's own
    /// frame; else every place is given the position it is drawn at.
    pub fn redrawn(&self, dropped: &[(usize, At)]) -> Result<Map, super::MapError> {
        let max = super::MAX_AT as f32;
        let given: Option<Vec<At>> = self
            .places()
            .iter()
            .map(|p| p.at.map(|(x, y)| [x as f32, y as f32]))
            .collect();
        let mut places = self.places().to_vec();
        match given {
            Some(given) => {
                let (lo, span) = frame(&given);
                for (i, u) in dropped {
                    let back = |c: usize| {
                        (lo[c] + (u[c] - 0.04) * span / 0.92)
                            .clamp(0.0, max)
                            .round() as i32
                    };
                    if let Some(p) = places.get_mut(*i) {
                        p.at = Some((back(0), back(1)));
                    }
                }
            }
            None => {
                let mut at = self.layout();
                for (i, u) in dropped {
                    if let Some(a) = at.get_mut(*i) {
                        *a = *u;
                    }
                }
                for (p, a) in places.iter_mut().zip(at) {
                    let c = |v: f32| (v * max).clamp(0.0, max).round() as i32;
                    p.at = Some((c(a[0]), c(a[1])));
                }
            }
        }
        Map::new(places, self.moves())
    }
}

/// The corner and the span [`fit`] scales `points` by.
fn frame(points: &[At]) -> (At, f32) {
    let (mut lo, mut hi) = ([f32::MAX; 2], [f32::MIN; 2]);
    for p in points {
        for c in 0..2 {
            lo[c] = lo[c].min(p[c]);
            hi[c] = hi[c].max(p[c]);
        }
    }
    let span = (hi[0] - lo[0]).max(hi[1] - lo[1]).max(1e-6);
    (lo, span)
}

/// Points scaled into [0.04, 0.96] both ways, the shape kept.
fn fit(points: &[At]) -> Vec<At> {
    let (lo, span) = frame(points);
    points
        .iter()
        .map(|p| {
            [
                0.04 + 0.92 * (p[0] - lo[0]) / span,
                0.04 + 0.92 * (p[1] - lo[1]) / span,
            ]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layout_is_in_the_square_the_same_each_time_and_keeps_places_apart() {
        let m: Map = "A: B, C\nB: C, D\nC: D\nD: E\nE:\nF @ 10,10:\n"
            .parse()
            .unwrap();
        let a = m.layout();
        assert_eq!(a, m.layout());
        assert!(a.iter().all(|p| p.iter().all(|c| (0.0..=1.0).contains(c))));
        for i in 0..a.len() {
            for j in (i + 1)..a.len() {
                let d = ((a[i][0] - a[j][0]).powi(2) + (a[i][1] - a[j][1]).powi(2)).sqrt();
                assert!(d > 0.02, "{i} and {j} on top of each other");
            }
        }
        let given: Map = crate::rcw::map::file::EXAMPLE.parse().unwrap();
        let g = given.layout();
        // Archangel (north) above Odessa (south) as the file places them.
        let (n, s) = (
            given.index("Archangel").unwrap(),
            given.index("Odessa").unwrap(),
        );
        assert!(g[n][1] < g[s][1]);
    }

    #[test]
    fn a_place_dropped_moves_alone_in_the_files_frame() {
        let given: Map = crate::rcw::map::file::EXAMPLE.parse().unwrap();
        let g = given.layout();
        let tula = given.index("Tula").unwrap();
        // Dropped where it is drawn: nothing moves (but for rounding).
        let same = given.redrawn(&[(tula, g[tula])]).unwrap();
        let (x, y) = given.places()[tula].at.unwrap();
        let (x2, y2) = same.places()[tula].at.unwrap();
        assert!((x - x2).abs() <= 1 && (y - y2).abs() <= 1);
        // Dropped elsewhere: only Tula is drawn elsewhere, toward where
        // it was dropped.
        let moved = given
            .redrawn(&[(tula, [g[tula][0] + 0.1, g[tula][1]])])
            .unwrap();
        for (i, (a, b)) in given.places().iter().zip(moved.places()).enumerate() {
            assert_eq!(a.at == b.at, i != tula, "{}", a.name);
        }
        assert!(moved.places()[tula].at.unwrap().0 > x);
        // A map with no positions gets every place's, as drawn.
        let free: Map = "A: B\nB: C\nC:\n".parse().unwrap();
        let placed = free.redrawn(&[]).unwrap();
        assert!(placed.places().iter().all(|p| p.at.is_some()));
    }
}
