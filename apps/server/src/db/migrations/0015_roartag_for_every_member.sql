-- Every member has a roartag from sign-up on (decision 040: reading it never claims one). Members
-- created before that get one here: first name (letters, up to 12) and last initial, lower-cased,
-- plus four digits, tried until free.
DO $$
DECLARE
  member record;
  tag text;
  tries integer;
BEGIN
  FOR member IN SELECT id, first_name, last_name FROM users WHERE roartag IS NULL LOOP
    tries := 0;
    LOOP
      tag := coalesce(
        nullif(
          left(lower(regexp_replace(member.first_name, '[^A-Za-z]', '', 'g')), 12)
            || left(lower(regexp_replace(member.last_name, '[^A-Za-z]', '', 'g')), 1),
          ''
        ),
        'member'
      ) || lpad(floor(random() * 10000)::integer::text, 4, '0');
      EXIT WHEN NOT EXISTS (SELECT 1 FROM users WHERE lower(roartag) = tag);
      tries := tries + 1;
      IF tries >= 50 THEN
        tag := 'member' || replace(member.id::text, '-', '');
        EXIT;
      END IF;
    END LOOP;
    UPDATE users SET roartag = tag WHERE id = member.id;
  END LOOP;
END $$;
