-- A room's words in Hindi (product-rules.md: Hindi), beside the English ones staff keep on the desk:
-- its name, the line on cards, the page's description (HTML, sanitized as brief_description is) and
-- its features (a JSON-encoded list of text items, as room_features). Each is optional: a Hindi page
-- shows the English of any word left NULL, never a blank.
ALTER TABLE rooms ADD COLUMN name_hi TEXT;
ALTER TABLE rooms ADD COLUMN short_description_hi TEXT;
ALTER TABLE rooms ADD COLUMN brief_description_hi TEXT;
ALTER TABLE rooms ADD COLUMN room_features_hi TEXT;

-- The seeded rooms' words in Hindi, written for pilgrims and families (not translated word for word).
-- Only for a room whose words staff have never changed on the desk: Hindi written for the seed's
-- English would not match words staff wrote themselves.
UPDATE rooms SET
  name_hi = 'डीलक्स रूम',
  short_description_hi = 'एक बेड वाला शांत, एसी कमरा, ओंकारेश्वर ज्योतिर्लिंग से कार से बस थोड़ी दूरी पर।',
  brief_description_hi = '<p>डीलक्स रूम दर्शन, घाटों और शाम की आरती के बीच आराम करने की एक शांत जगह है। इसमें एक आरामदायक बेड, गर्मियों के लिए एसी, सर्दी की रातों के लिए हीटर, टीवी, फ़ोन और मुफ़्त वाई-फ़ाई है।</p>
<p>ज्योतिर्लिंग मंदिर रिसॉर्ट से 5 km दूर है, कार से लगभग दस मिनट, इसलिए सुबह जल्दी दर्शन करना आसान है। हमारे रेस्तराँ में शाकाहारी भोजन मिलता है, और कहने पर आपके कपड़े धुलवा दिए जाते हैं।</p>
<p><strong>किनके लिए:</strong> तीर्थयात्री और दंपती, जो मंदिर के पास साफ़-सुथरा और सुकून भरा कमरा चाहते हैं।</p>',
  room_features_hi = '["टीवी","मुफ़्त वाई-फ़ाई","एसी","हीटर","फ़ोन","लॉन्ड्री","वयस्क: 2","साइज़: 24 वर्ग मीटर","बेड: एक बेड"]'
WHERE id = 1 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '1' AND action = 'words');

UPDATE rooms SET
  name_hi = 'सुपर डीलक्स रूम',
  short_description_hi = 'ज़्यादा जगह और किंग बेड, नर्मदा की ओर खुलती खिड़की और परिवार के बैठने के लिए एक कोना।',
  brief_description_hi = '<p>सुपर डीलक्स रूम में परिवार या दो दोस्तों को मंदिर में दिन बिताने के बाद आराम से ठहरने के लिए ज़्यादा जगह मिलती है। किंग बेड, बैठने का कोना और नर्मदा की ओर खुलती चौड़ी खिड़की, यहाँ मन अपने आप शांत हो जाता है।</p>
<p>रिसॉर्ट के हर कमरे की तरह इसमें भी एसी, हीटर, टीवी, फ़ोन और मुफ़्त वाई-फ़ाई है। रूम सर्विस चौबीसों घंटे मिलती है, और हमारा शाकाहारी रेस्तराँ बस कुछ कदम दूर है।</p>
<p>ज्योतिर्लिंग मंदिर 5 km दूर है, कार से लगभग दस मिनट।</p>',
  room_features_hi = '["टीवी","मुफ़्त वाई-फ़ाई","एसी","हीटर","फ़ोन","लॉन्ड्री","रूम सर्विस (24 घंटे)","नर्मदा की ओर खिड़की","बैठने का कोना","वयस्क: 2","साइज़: 30 वर्ग मीटर","बेड: एक किंग बेड"]'
WHERE id = 2 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '2' AND action = 'words');

UPDATE rooms SET
  name_hi = 'लग्ज़री रूम',
  short_description_hi = 'नर्मदा के नज़ारे वाला बड़ा कमरा, सोफ़ा, काम करने की डेस्क और बाथटब के साथ।',
  brief_description_hi = '<p>लग्ज़री रूम लंबे ठहराव के लिए बना है, और उन मेहमानों के लिए भी जो ओंकारेश्वर दर्शन के साथ-साथ काम से आते हैं। इसमें किंग बेड, सोफ़ा, काम करने की डेस्क और बाथटब वाला बाथरूम है।</p>
<p>मेहराबदार खिड़कियों से नर्मदा दिखती है। एसी, हीटर, टीवी, फ़ोन और मुफ़्त वाई-फ़ाई तो हैं ही, और रूम सर्विस किसी भी समय मिलती है।</p>
<ul>
<li>ज्योतिर्लिंग मंदिर 5 km दूर है, कार से लगभग दस मिनट</li>
<li>रिसॉर्ट में ही शाकाहारी भोजन</li>
<li>कहने पर कपड़ों की धुलाई</li>
</ul>',
  room_features_hi = '["टीवी","मुफ़्त वाई-फ़ाई","एसी","हीटर","फ़ोन","लॉन्ड्री","रूम सर्विस (24 घंटे)","नर्मदा का नज़ारा","सोफ़ा","काम करने की डेस्क","बाथटब","वयस्क: 3","साइज़: 36 वर्ग मीटर","बेड: एक किंग बेड"]'
WHERE id = 3 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '3' AND action = 'words');

UPDATE rooms SET
  name_hi = 'सुइट रूम',
  short_description_hi = 'हमारा सबसे बड़ा कमरा: बेडरूम, अलग बैठक और नर्मदा की ओर बालकनी।',
  brief_description_hi = '<p>सुइट हमारा सबसे बड़ा कमरा है। इसमें बेडरूम के साथ अलग बैठक है, ताकि परिवार खुलकर रह सके या मिलने आए लोगों का आराम से स्वागत कर सके। बालकनी से नर्मदा और उस पार बसी मंदिरों की नगरी दिखती है।</p>
<p>इसमें एसी और हीटर, टीवी, फ़ोन, मुफ़्त वाई-फ़ाई, काम करने की डेस्क और खाने की मेज़ है। हमारी शाकाहारी रसोई का भोजन किसी भी समय कमरे में परोसा जाता है।</p>
<p><em>ज्योतिर्लिंग मंदिर 5 km दूर है, कार से लगभग दस मिनट।</em></p>',
  room_features_hi = '["टीवी","मुफ़्त वाई-फ़ाई","एसी","हीटर","फ़ोन","लॉन्ड्री","रूम सर्विस (24 घंटे)","नर्मदा की ओर बालकनी","अलग बैठक","खाने की मेज़","काम करने की डेस्क","वयस्क: 4","साइज़: 48 वर्ग मीटर","बेड: एक किंग बेड"]'
WHERE id = 4 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '4' AND action = 'words');
