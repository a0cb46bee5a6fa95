//! Learning (LMS) over real HTTP, on both databases: every read for every role (a trainee's own
//! cohort and another's answered alike, a mentor's cohorts, the team's every cohort, other roles
//! refused), core's messages, one attempt per assignment even at the same moment, submissions
//! stored once by their id, grading seen by the trainee, the demo's trainee and mentor, a chapter
//! whole for reading offline.

mod bundle;
mod demo;
mod grading;
mod reads;
mod support;
mod surveys;
mod talk;
mod team;
mod team_alerts;
mod team_media;
mod work;
mod writing;
