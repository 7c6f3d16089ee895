//! What the server's integration tests share: the real server binary on a
//! database of the test's own, real WebSocket clients, and the scenarios
//! (run against SQLite by `tests.rs`, against PostgreSQL by `postgres.rs`).

pub mod client;
pub mod database;
pub mod glicko2;
pub mod http;
pub mod lobby;
pub mod lobby_fairness;
pub mod lobby_passwords;
pub mod lobby_scenarios;
pub mod scenarios;
pub mod server;

/// Every scenario, named once: each suite makes a test of each.
#[macro_export]
macro_rules! every_scenario {
    ($suite:ident) => {
        $suite!(
            a_game_to_a_win,
            a_random_game_is_refereed_to_its_end,
            a_draw_offer_accepted,
            a_takeback_refused_then_accepted,
            extra_turns_keep_the_clock_and_take_back_by_player,
            a_rematch_swaps_colours,
            a_client_drops_and_reconnects,
            kill_9_loses_no_acknowledged_turn,
            a_spectator_cannot_move,
            a_wrong_seat_token_is_refused,
            turns_for_the_other_side_out_of_turn_or_after_the_end,
            malformed_and_oversized_messages,
            a_flood_of_messages_is_slowed,
            uploaded_rules_are_checked,
            an_upload_must_be_named_as_a_plain_file,
            a_clock_out_of_the_limits_opens_no_room,
            a_websocket_key_not_of_16_bytes_is_refused,
            a_flood_past_its_refusals_is_closed_with_1008,
            a_clock_runs_out,
            the_clock_of_a_player_with_another_turn_runs_out,
            unjoined_rooms_expire,
            a_database_from_before_schema_versions_is_taken_over,
            a_database_of_a_newer_schema_is_refused
        );
    };
}

/// Every lobby scenario, named once.
#[macro_export]
macro_rules! every_lobby_scenario {
    ($suite:ident) => {
        $suite!(
            a_rated_game_through_a_seek,
            an_abort_is_not_rated,
            names_and_self_pairing_are_refused,
            seek_limits_hold,
            the_pool_pairs_players_of_one_variant_and_clock,
            a_player_gone_past_the_grace_period_loses_rated,
            a_seek_with_a_rating_range_is_for_players_within_it,
            a_player_who_aborts_or_leaves_too_often_is_held_back,
            a_password_lets_a_name_be_played_from_another_device
        );
    };
}
