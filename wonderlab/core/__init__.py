"""What the three games share: errors, messages, science scoring, seeded randomness, records, bots."""
